import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { brandUrl, getRaw, pathOf, type DemoLink } from "./portal-http.ts";
import { openHydrated, type OpenedPage } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The tracking page a tracking link opens, walked in real Chromium against the built server
// and its demo data, in English and Arabic. Assertions read roles and data-* attributes
// rather than translated texts, except for texts the product rules fix.

const demo = setUpDemoBrowser();

const LOCALES = ["en", "ar"] as const;
type Locale = (typeof LOCALES)[number];

/** Texts the product rules (§8) and core's EDD table fix, as the catalogs translate them. */
const NOT_SHIPPED = {
  en: "The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.",
  ar: "الطلب/الشحنة التي تحاول تتبعها لم تظهر كمشحونة بعد، أو أن رقم الطلب المُدخل غير صحيح.",
} as const satisfies Record<Locale, string>;
/** Which way the first step lies from the last: -1 left of it, 1 right of it. */
const FIRST_STEP_SIDE = { en: -1, ar: 1 } as const satisfies Record<Locale, number>;

const link = (brand: string, pattern: RegExp): DemoLink => demo.find(brand, pattern);

/** The demo link in a language: the demo index serves /en/ links. */
const inLocale = (url: string, locale: Locale) => url.replace("/en/", `/${locale}/`);

/** Opens a URL that must answer 200, waits for hydration and collects console errors. */
async function open(url: string): Promise<OpenedPage> {
  const opened = await openHydrated(demo.context, url);
  expect(opened.response?.status()).toBe(200);
  return opened;
}

const steps = (page: Page) => page.locator('ol[data-part="steps"] > li');
const stepAttr = (page: Page, name: string) => steps(page).evaluateAll((items, attr) => items.map((li) => li.getAttribute(attr)), name);
const statusTone = (page: Page) => page.getAttribute('[data-part="tracking-status"]', "data-tone");

/** Direction and axe, on every page. */
async function expectDirectionAndA11y(page: Page, locale: Locale) {
  expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * The timeline mirrors: across (room for every step), the first step sits at the inline
 * start; down the page (a narrow column), each step's marker does. Left in English, right in Arabic.
 */
async function expectTimelineMirrored(page: Page, locale: Locale) {
  const first = await steps(page).first().boundingBox();
  const last = await steps(page).last().boundingBox();
  if (!first || !last) throw new Error("timeline steps are not visible");
  const marker = await steps(page).first().locator('[data-part="marker"]').boundingBox();
  const text = await steps(page).first().locator('[data-part="text"]').boundingBox();
  if (!marker || !text) throw new Error("timeline step parts are not visible");
  const across = Math.abs(first.y - last.y) < 1;
  expect(Math.sign(across ? first.x - last.x : marker.x - text.x)).toBe(FIRST_STEP_SIDE[locale]);
}

describe.each(LOCALES)("tracking detail (%s)", (locale) => {
  test("delivered: success tone, every step complete, no Take Action", async () => {
    const { page, errors } = await open(inLocale(link("demo", /Delivered within 3 days \(code 8\)/).url, locale));
    expect(await statusTone(page)).toBe("success");
    expect(await stepAttr(page, "data-state")).toEqual(["complete", "complete", "complete", "complete", "complete", "current"]);
    expect(await stepAttr(page, "data-step")).toEqual(["placed", "ready-to-ship", "dispatched", "in-transit", "out-for-delivery", "delivered"]);
    expect(await page.locator('[data-action="take-action"]').count()).toBe(0);
    // Delivered: the contact number can no longer change; the button says why.
    expect(await page.getAttribute('[data-action="update-contact"]', "data-state")).toBe("disabled");
    await expectTimelineMirrored(page, locale);
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Its last update's time and expected delivery date: dated-screens.e2e (the hour matrix's file).
  test("in transit: courier, product and actions", async () => {
    const entry = link("demo", /^In transit \(code 5\)/);
    const waybill = new URL(entry.url).searchParams.get("waybill")!;
    const { page, errors } = await open(inLocale(entry.url, locale));
    expect(await statusTone(page)).toBe("progress");
    expect(await page.getAttribute('li[aria-current="step"]', "data-step")).toBe("in-transit");
    expect(await page.textContent("[data-testid=tracking-courier]")).toBeTruthy();
    expect(await page.textContent("[data-testid=tracking-product]")).toBeTruthy();
    expect(await page.getAttribute('[data-part="product"] img', "loading")).toBe("lazy");
    expect(await page.locator('[data-part="customer"] [data-field]').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('a[data-action="update-contact"]', "href")).toBe(`/${locale}/update-contact?waybill=${waybill}`);
    expect(await page.getAttribute('a[data-action="my-orders"]', "href")).toMatch(new RegExp(`^/${locale}/my-order\\?order_id=[^&]+$`));
    expect(await page.locator('[data-action="take-action"]').count()).toBe(0);
    await expectTimelineMirrored(page, locale);
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("failed delivery: failure tone, a failed step, and Take Action to the issue form", async () => {
    const entry = link("demo", /Failed delivery, customer unreachable \(code 7\)/);
    const waybill = new URL(entry.url).searchParams.get("waybill")!;
    const { page, errors } = await open(inLocale(entry.url, locale));
    expect(await statusTone(page)).toBe("failure");
    expect(await page.getAttribute('li[aria-current="step"]', "data-step")).toBe("failed");
    expect(await page.getAttribute('li[aria-current="step"]', "data-tone")).toBe("failure");
    expect(await page.getAttribute('a[data-action="take-action"]', "href")).toBe(`/${locale}/issue?waybill=${waybill}`);
    // One primary action: Take Action, the first; the label download looks secondary.
    expect(await page.getAttribute('[data-part="actions"]', "data-primary")).toBe("take-action");
    const looks = await page.evaluate(() => {
      const bg = (selector: string) => getComputedStyle(document.querySelector(selector)!).backgroundColor;
      return { take: bg('a[data-action="take-action"]'), label: bg('[data-part="shipping-label"] .portal-button') };
    });
    expect(looks.take).not.toBe(looks.label);
    expect(await page.getAttribute('[data-action="update-contact"]', "data-state")).toBe("disabled");
    const update = page.locator('[data-action="update-contact"] button');
    expect(await update.getAttribute("aria-disabled")).toBe("true");
    const noteId = await update.getAttribute("aria-describedby");
    expect(await page.textContent(`[id="${noteId}"]`)).toBeTruthy();
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a failure followed by a later out-for-delivery scan: out for delivery, no Take Action", async () => {
    const { page, errors } = await open(inLocale(link("demo", /Failed delivery, then out for delivery again/).url, locale));
    expect(await page.getAttribute('[data-part="tracking-status"]', "data-stage")).toBe("out-for-delivery");
    expect(await stepAttr(page, "data-step")).not.toContain("failed");
    expect(await page.locator('[data-action="take-action"]').count()).toBe(0);
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("lost: red tone, a shortened timeline ending in lost, and the supplied explanation", async () => {
    const { page, errors } = await open(inLocale(link("demo", /^Lost \(code 16\)/).url, locale));
    expect(await statusTone(page)).toBe("lost");
    expect((await stepAttr(page, "data-step")).at(-1)).toBe("lost");
    await page.waitForSelector("[data-testid=tracking-edd]");
    expect(await page.textContent("[data-testid=tracking-edd]")).toMatch(/lost in transit/);
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("returned to origin: the timeline ends in returned", async () => {
    const { page, errors } = await open(inLocale(link("demo", /Return to origin started \(code 11\)/).url, locale));
    expect(await statusTone(page)).toBe("failure");
    expect((await stepAttr(page, "data-step")).at(-1)).toBe("returned");
    expect(await page.locator('[data-action="take-action"]').count()).toBe(0);
    await expectDirectionAndA11y(page, locale);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("an order with several shipments lists each with its status and opens its own page", async () => {
    const { page, errors } = await open(inLocale(link("demo", /^Order with 3 shipments/).url, locale));
    const items = page.locator('[data-part="shipments"] > li');
    expect(await items.count()).toBe(3);
    expect((await items.evaluateAll((lis) => lis.map((li) => li.getAttribute("data-state")))).sort()).toEqual(["delivered", "in-transit", "shipping-soon"]);
    expect(await page.locator('[data-part="shipments"] > li[data-state="shipping-soon"] a').count()).toBe(0);
    await expectDirectionAndA11y(page, locale);
    await Promise.all([page.waitForURL(/waybill=/), page.locator('[data-part="shipments"] > li[data-state="in-transit"] a').click()]);
    await page.waitForSelector("html[data-hydrated='true']");
    expect(await page.getAttribute('[data-part="tracking-status"]', "data-stage")).toBe("in-transit");
    expect(new URL(page.url()).pathname).toBe(`/${locale}/tracking`);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a security-check brand without the key: the unknown waybill's not-shipped page, nothing of the shipment", async () => {
    const withKey = link("kestrel", /^In transit \(code 5\)/).url;
    const withoutKey = new URL(withKey);
    withoutKey.searchParams.delete("security_key");
    const waybill = withoutKey.searchParams.get("waybill") ?? "";
    const unknown = new URL(withoutKey);
    unknown.searchParams.set("waybill", "KES-NO-SUCH-1");
    const shown: string[] = [];
    for (const url of [withoutKey, unknown]) {
      const { page, errors } = await openHydrated(demo.context, inLocale(url.toString(), locale));
      await page.waitForSelector('[data-screen="tracking"][data-state="not-shipped"]');
      expect(await page.textContent('[data-state="not-shipped"] h1')).toBe(NOT_SHIPPED[locale]);
      expect(await page.locator('[data-part="tracking-status"], [data-part="customer"], ol[data-part="steps"]').count()).toBe(0);
      shown.push((await page.locator("main").innerHTML()).replaceAll(url.searchParams.get("waybill") ?? "", "{waybill}"));
      await expectDirectionAndA11y(page, locale);
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(shown[0]).toBe(shown[1]);
    expect(shown[0]).not.toContain(waybill);

    // With the key from the link: the full page.
    const full = await open(inLocale(withKey, locale));
    expect(await full.page.locator('[data-part="customer"] [data-field]').count()).toBeGreaterThan(0);
    expect(await steps(full.page).count()).toBeGreaterThan(2);
    await full.page.close();
  });
});

describe("shipping label", () => {
  test("pending while it is made, then the file (the demo makes labels in seconds)", { timeout: 60_000 }, async () => {
    const { page, errors } = await open(link("demo", /^Dispatched \(code 4\)/).url);
    const label = page.locator('[data-part="shipping-label"]');
    expect(await label.getAttribute("data-state")).toBe("idle");
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v1/shipping-label")) requests.push(r.url());
    });
    await label.locator("button").click();
    await page.waitForSelector('[data-part="shipping-label"][data-state="preparing"]');
    expect(await label.locator("button").getAttribute("aria-busy")).toBe("true");
    expect(await label.locator('[role="status"]').textContent()).toBeTruthy();
    // Pressing again while busy (aria-disabled, so Playwright will not click it) sends nothing more.
    const sentBefore = requests.length;
    await label.locator("button").dispatchEvent("click");
    await page.waitForTimeout(300);
    expect(requests.length).toBe(sentBefore);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const ready = await page.waitForSelector('[data-part="shipping-label"] a[data-state="ready"]', { timeout: 40_000 });
    const href = await ready.getAttribute("href");
    expect(href).toBeTruthy();
    // Polite polling: a handful of requests, never one per frame.
    expect(requests.length).toBeLessThan(10);
    // Node cannot resolve *.localhost: fetch the file with the brand's Host header instead.
    const file = await getRaw("demo.localhost", pathOf(new URL(href!, page.url()).toString()));
    expect(file.status).toBe(200);
    expect(String(file.headers["content-type"])).toMatch(/pdf/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("retry", () => {
  test("a lost network shows Retry; Retry loads the tracking in place, without a reload", async () => {
    const waybill = new URL(link("demo", /^In transit \(code 5\)/).url).searchParams.get("waybill")!;
    const { page } = await open(brandUrl("demo", "/en"));
    await page.route("**/api/v1/track-order**", (route) => route.abort("internetdisconnected"));
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    await page.locator("form input:not([type])").fill(waybill);
    await Promise.all([page.waitForURL(/waybill=/), page.locator('form button[type="submit"]').click()]);
    await page.waitForSelector('[data-screen="tracking"][data-state="error"]');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.unroute("**/api/v1/track-order**");
    await page.click('button[data-action="retry"]');
    await page.waitForSelector('[data-screen="tracking"][data-state="found"]');
    expect(await page.getAttribute('[data-part="tracking-status"]', "data-stage")).toBe("in-transit");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("Arabic: the retry state is right to left and accessible", async () => {
    const { page } = await open(brandUrl("demo", "/ar"));
    await page.route("**/api/v1/track-order**", (route) => route.abort("internetdisconnected"));
    await page.locator("form input:not([type])").fill("DEMO-TRN-005");
    await page.locator('form button[type="submit"]').click();
    await page.waitForSelector('[data-screen="tracking"][data-state="error"]');
    await expect.poll(() => page.locator('button[data-action="retry"]').count()).toBe(1);
    await expectDirectionAndA11y(page, "ar");
    await page.close();
  });
});

describe("home search", () => {
  test("without script, the GET form's target is server-rendered", async () => {
    const home = await getRaw("demo.localhost", "/en");
    const form = /<form[^>]*>/.exec(home.body)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/tracking"');
    const waybill = new URL(link("demo", /^In transit \(code 5\)/).url).searchParams.get("waybill")!;
    const res = await getRaw("demo.localhost", `/en/tracking?search_by=waybill&waybill=${encodeURIComponent(waybill)}`);
    expect(res.body).toMatch(/data-testid="tracking-status"[^>]*>In transit</);
  });

  test.each(LOCALES)("an unknown id lands on the not-shipped message (%s)", async (locale) => {
    const { page, errors } = await open(brandUrl("demo", `/${locale}`));
    await page.locator('form button[type="submit"]').click();
    expect(await page.getAttribute("form input:not([type])", "aria-invalid")).toBe("true");
    await page.locator("form input:not([type])").fill("NO-SUCH-AWB-1");
    await page.locator('form button[type="submit"]').click();
    await page.waitForSelector('[data-screen="tracking"][data-state="not-shipped"]');
    expect(await page.textContent('[data-state="not-shipped"] h1')).toBe(NOT_SHIPPED[locale]);
    await expectDirectionAndA11y(page, locale);
    // The browser logs the API's 400 (its not-shipped answer) as a failed resource; nothing else.
    expect(errors.filter((e) => !/Failed to load resource: .* 400/.test(e))).toEqual([]);
    await page.close();
  });

  test("an order id from the search lists the order", async () => {
    const orderUrl = new URL(link("demo", /^Order with 3 shipments/).url);
    const { page } = await open(brandUrl("demo", "/en"));
    await page.locator('input[type="radio"][value="order_id"]').check();
    await page.locator("form input:not([type])").fill(orderUrl.searchParams.get("order_id")!);
    await page.locator('form button[type="submit"]').click();
    await page.waitForSelector('[data-screen="tracking"][data-state="order"]');
    await expect.poll(() => page.locator('[data-part="shipments"] > li').count()).toBe(3);
    await page.close();
  });
});

// The raw HTML of a tracking link already holds the timeline (first paint without script).
test("the timeline is in the server-rendered HTML", async () => {
  const res = await getRaw("demo.localhost", pathOf(link("demo", /Failed delivery, customer unreachable \(code 7\)/).url));
  expect(res.body).toMatch(/<ol[^>]*data-part="steps"/);
  expect(res.body).toMatch(/<li[^>]*data-state="current"[^>]*data-tone="failure"[^>]*data-step="failed"/);
  expect(res.body).toMatch(/data-action="take-action"/);
});
