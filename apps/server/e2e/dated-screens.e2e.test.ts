import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { openHydrated, screenReady } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { CONCERN_TOAST, concernAfterReload, concernRow, dateRadios, errorTexts, submit, toast } from "./failure-form-parts.ts";
import { openRecordingDocuments, submitForm } from "./document-requests.ts";
import { firstHtmlCases } from "./first-html-cases.ts";
import { getRaw, postRaw } from "./portal-http.ts";
import { continueButton, expectNoSeriousA11y, flow, focusedName, item, returnLink } from "./return-flow-parts.ts";

// The hour matrix's file (`pnpm test:hours`, tooling/test-runner/hours.mjs): each screen that
// decides or shows a date walked once — hydration on phones east and west of UTC (#418 across
// a date boundary), the tracking page's last update and expected delivery, the failure forms'
// dates (/issue, /reverse/issue, with and without JavaScript), the return flow's pickup dates
// and a date sent over HTTP.
// The matrix runs this file alone at fixed instants in several zones; `pnpm test` runs it
// once like any other. A test whose outcome depends on "today" belongs here, moved from its
// screen's file; the other tests of those screens stay there (the dates they pick are
// incidental, and these prove the dates themselves).

const demo = setUpDemoBrowser();

/** The demo brands here (demo, lotus) are Indian: their dates count in India's zone. */
const INDIA = "Asia/Kolkata";

/** Today's date (YYYY-MM-DD) in a zone, on the run's clock (the hour matrix shifts it). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

/**
 * Offered dates start after today in the brand's zone, in order, within two weeks: at 19:00Z
 * a "tomorrow" counted in UTC is India's today, and is refused here.
 */
function expectFromTomorrow(dates: string[], timeZone: string) {
  const today = todayIn(timeZone);
  const fortnight = new Date(Date.parse(`${today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  expect(dates.length).toBeGreaterThan(0);
  expect([...dates].sort()).toEqual(dates);
  for (const date of dates) expect({ date, after: date > today, within: date <= fortnight }).toEqual({ date, after: true, within: true });
}

const dateValues = (page: Page) => dateRadios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

/** Chromium contexts whose phones are in a zone of their own, east and west of UTC. */
const phones = {
  "Asia/Kolkata": setUpDemoBrowser({ timezoneId: "Asia/Kolkata" }),
  "America/Los_Angeles": setUpDemoBrowser({ timezoneId: "America/Los_Angeles" }),
};

/**
 * A shopper's phone is rarely in the server's zone: the page must hydrate with the server's
 * times first (then show the phone's own), or React throws the server's markup away (#418).
 * The reverse and My orders screens printed the phone's zone at once; /reverse/issue offered
 * dates counted in the phone's zone. India's date differs from UTC's after 18:30Z, Los
 * Angeles's before 08:00Z.
 */
describe.each(Object.keys(phones) as (keyof typeof phones)[])("first HTML hydrates without a mismatch on a phone in %s", (zone) => {
  test.each(firstHtmlCases(demo))("$name", async ({ url }) => {
    const { page, errors } = await openHydrated(phones[zone].context, url());
    try {
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** A demo case's link on a failure screen (/issue, /reverse/issue), keeping its query. */
function failureUrl(brand: string, pattern: RegExp, path: "/issue" | "/reverse/issue", lang = "en"): string {
  const url = new URL(demo.find(brand, pattern).url);
  url.pathname = `/${lang}${path}`;
  return url.toString();
}

/** Opens a failure page, counting its writes to the feed, and waits until its data is in. */
async function openFailure(url: string, screen: "delivery-issue" | "reverse-issue", feedPath: string) {
  const { page, errors, writes } = await openHydrated(demo.context, url, { countWritesTo: feedPath });
  await screenReady(page, screen);
  return { page, errors, feed: { count: writes } };
}

const FAILED_R1 = /^Failed delivery, customer unreachable \(code 7\)$/;
const DATE_MESSAGE = "Please choose one of the dates offered.";

describe.each(["en", "ar"] as const)("tracking (%s)", (locale) => {
  /** A known EDD date is shown itself ("Expected delivery by <date>"), whatever the stored message id. */
  const EDD_BY_DATE = { en: "Expected delivery by ", ar: "التوصيل المتوقع بحلول " } as const;

  test("in transit: the last update's time and the expected delivery date, in the page's language", async () => {
    const { page, errors, response } = await openHydrated(demo.context, demo.find("demo", /^In transit \(code 5\)/).url.replace("/en/", `/${locale}/`));
    expect(response?.status()).toBe(200);
    expect(await page.textContent("[data-testid=tracking-last-update] time")).toMatch(/\d{4}/);
    // Asked from GET edd after the page is shown: the stored date, in the page's language.
    await page.waitForSelector("[data-testid=tracking-edd]");
    expect(await page.textContent("[data-testid=tracking-edd]")).toMatch(new RegExp(`^${EDD_BY_DATE[locale]}\\S`));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("failed delivery: /issue", () => {
  test("reason 1: a date is needed; the concern is POSTed once, toasted, kept on reload, then updated with PUT", async () => {
    const { page, feed, errors } = await openFailure(failureUrl("demo", FAILED_R1, "/issue"), "delivery-issue", "/api/v1/tracking-feed");
    expect(await page.textContent("[data-part='failure-message']")).toBe("The courier could not reach you.");
    expect(await page.getAttribute("form", "data-reason")).toBe("1");
    expect(await seriousA11yViolations(page)).toEqual([]);

    await submit(page);
    expect(await errorTexts(page)).toEqual([DATE_MESSAGE]);
    expect(feed.count("POST")).toBe(0);
    // Three dates, from tomorrow on in the brand's zone, in the shopper's language.
    expect(await dateRadios(page).count()).toBe(3);
    expectFromTomorrow(await dateValues(page), INDIA);
    const chosen = await dateRadios(page).nth(0).getAttribute("value");
    await dateRadios(page).nth(0).check();
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect(feed.count("POST")).toBe(1);
    const shownDate = await concernRow(page, "preferred_date").textContent();
    expect(shownDate).toMatch(/\d/);

    expect(await concernAfterReload(page, "delivery-issue", "preferred_date")).toBe(shownDate);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Change it: the same concern is updated (PUT), not raised again.
    await page.click("button[data-part='change']");
    expect(await page.isChecked(`fieldset[data-field='preferred_date'] input[value='${chosen}']`)).toBe(true);
    await dateRadios(page).nth(2).check();
    await submit(page);
    await expect.poll(() => feed.count("PUT")).toBe(1);
    await page.waitForSelector("[data-part='concern']");
    const changed = await concernRow(page, "preferred_date").textContent();
    expect(changed).not.toBe(shownDate);
    expect(await concernAfterReload(page, "delivery-issue", "preferred_date")).toBe(changed);
    expect(feed.count("POST")).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("failed pickup: /reverse/issue", () => {
  test("reason 6: a pickup date is needed; POSTed, kept on reload, in Arabic too", async () => {
    const { page, feed } = await openFailure(
      failureUrl("demo", /^Return pickup failed, pickup reason 6$/, "/reverse/issue", "ar"),
      "reverse-issue",
      "/api/v1/npr/tracking-feed",
    );
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute("form", "data-form")).toBe("preferred-date");
    await submit(page);
    expect(await errorTexts(page)).toHaveLength(1);
    await expect.poll(() => dateRadios(page).count()).toBe(3);
    expectFromTomorrow(await dateValues(page), INDIA);
    await dateRadios(page).nth(2).check();
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toMatch(/\p{Script=Arabic}/u);
    expect(feed.count("POST")).toBe(1);
    expect(await concernAfterReload(page, "reverse-issue", "preferred_date")).toMatch(/\d/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

/** Forms posted without scripts: the dates are the server's alone. */
const withoutScripts = setUpDemoBrowser({ javaScriptEnabled: false });

describe("failure forms without JavaScript", () => {
  test.each([
    ["delivery", "/en/issue", /^Failed delivery, NDR reason 1 \(/],
    ["pickup", "/en/reverse/issue", /^Return pickup failed, pickup reason 1$/],
  ] as const)("%s issue: without JavaScript, an empty answer names the date; a server-offered date is saved and shown", async (_direction, path, pattern) => {
    const url = new URL(demo.find("demo", pattern).url);
    url.pathname = path;
    const { page, sent } = await openRecordingDocuments(withoutScripts.context, url.toString());
    sent.length = 0;
    const form = "form[data-form]";
    // The dates the server offers: from tomorrow in the brand's zone, as the page with script.
    expectFromTomorrow(await dateValues(page), INDIA);
    expect(await page.getAttribute(form, "method")).toBe("post");
    await submitForm(page, form);
    expect(sent.map((s) => s.method)).toEqual(["POST"]);
    expect(await page.locator(`${form} [data-part='error']`).count()).toBeGreaterThan(0);

    await page.locator("fieldset[data-field='preferred_date'] input[type='radio']").first().check();
    await submitForm(page, form);
    expect(sent.map((s) => s.method)).toEqual(["POST", "POST", "GET"]);
    expect(page.url()).toBe(url.toString());
    await page.waitForSelector("[data-part='concern']");
    await page.close();
  });
});

describe("return flow: pickup dates", () => {
  describe.each(["en", "ar"] as const)("exchange in %s", (lang) => {
    test("another size, picked up on a date from tomorrow: the sold-out size cannot be chosen; the brand's instructions show", async () => {
      const [brand, order, mobile, itemId] = lang === "en" ? ["demo", "DS-240115", "9845012345", 100021] : ["lotus", "LL-50115", "9884011223", 300021];
      const { page, errors } = await openHydrated(demo.context, returnLink(brand, lang, "/return-exchange", order, mobile));
      await flow(page).waitFor();
      await page.locator('[data-part="exchange-instructions"]').waitFor();
      // The step list is named for the exchange, in the page's language.
      expect(await page.locator('[data-part="flow"] nav').getAttribute("aria-label")).toBe(lang === "en" ? "Exchange steps" : "خطوات الاستبدال");
      await item(page, itemId).locator('input[type="checkbox"]').check();
      await item(page, itemId).locator(`select[name="reason-${itemId}"]`).selectOption("1");
      await item(page, itemId).locator(`select[name="sub-reason-${itemId}"]`).selectOption("101");
      const variants = item(page, itemId).locator(`input[name="variant-${itemId}"]`);
      expect(await variants.count()).toBe(3);
      expect(await variants.nth(1).isDisabled()).toBe(true);
      await continueButton(page).click();
      expect(await focusedName(page)).toBe(`variant-${itemId}`);
      await variants.nth(2).check();
      await expectNoSeriousA11y(page);
      await continueButton(page).click();
      await page.locator('input[name="pickup-address"]').first().check();
      // Pickups from tomorrow in the brand's zone, as the server counts them.
      expectFromTomorrow(await page.locator('input[name="pickup-date"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), INDIA);
      await page.locator('input[name="pickup-date"]').nth(1).check();
      await continueButton(page).click();
      await page.locator('[data-part="review-step"] [data-part="variant"]').waitFor();
      await expect.poll(() => page.locator('[data-part="refund"]').count()).toBe(0);
      await expectNoSeriousA11y(page);
      await page.locator('[data-action="submit"]').click();
      await page.locator('[data-part="placed"][data-kind="exchange"]').waitFor();
      expect(await page.locator('[data-part="status-link"]').getAttribute("href")).toMatch(new RegExp(`^/${lang}/return-exchange/status\\?return_id=`));
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  test("20 concurrent identical submits over HTTP create exactly one request", async () => {
    const info = await getRaw("demo.localhost", "/api/v1/return-info?domain=demo&order_id=DS-240131&phone_number=9831054321");
    const order = JSON.parse(info.body).result;
    const earlier = (order.previous_returns as unknown[]).length;
    const body = JSON.stringify({
      domain: "demo",
      client_request_id: "e2e-concurrent-0001",
      shipment_uuid: order.shipment_uuid,
      items: [{ item_id: 100041, quantity: 1, reason_id: 5 }],
      pickup: { type: "pickup", address: order.addresses[0], date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) },
      refund: { mode: "store-credit" },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postRaw("demo.localhost", "/api/v1/return-request", body)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(19).fill(200), 201]);
    const ids = new Set(answers.map((a) => JSON.parse(a.body).result.return_id));
    expect(ids.size).toBe(1);
    const after = JSON.parse((await getRaw("demo.localhost", "/api/v1/return-info?domain=demo&order_id=DS-240131&phone_number=9831054321")).body).result;
    // One more than before (the demo order may already hold another part's request), and it is ours.
    expect(after.previous_returns).toHaveLength(earlier + 1);
    expect(after.previous_returns.map((r: { feed_id: string }) => r.feed_id)).toContain([...ids][0]);
  });
});
