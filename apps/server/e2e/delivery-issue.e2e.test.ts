import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { type DemoLink } from "./portal-http.ts";
import { openHydrated, screenReady } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { CONCERN_TOAST, concernAfterReload, concernRow, dateRadios, errorTexts, submit, toast } from "./failure-form-parts.ts";

// /issue against the real server in demo mode: the failed-delivery (NDR) form of each
// reason, its validation messages, the concern-submitted toast, persistence across a
// reload, the PUT path, one request per double click, Arabic, keyboard only, and axe.
// Selectors use the parts' data-* hooks; texts checked are the product rules' and core's.
// Reason 1's dates (offered, stored, shown, changed) are in dated-screens.e2e, the hour matrix's file.

const demo = setUpDemoBrowser();

const MESSAGE = {
  date: "Please choose one of the dates offered.",
  option: "Please choose one of the options.",
  phone: "Please enter a 10 digit valid phone number.",
  address: "Address cannot be blank or shorter than 10 characters.",
  landmark: "Please provide a landmark for the courier partner to locate the address",
};

const demoCase = (brand: string, pattern: RegExp): DemoLink => demo.find(brand, pattern);

/** The demo case's link, on /issue (the tracking page's Take Action keeps the query). */
function issueUrl(brand: string, pattern: RegExp, lang = "en"): string {
  const url = new URL(demoCase(brand, pattern).url);
  url.pathname = `/${lang}/issue`;
  return url.toString();
}

const FAILED_R1 = /^Failed delivery, customer unreachable \(code 7\)$/;
const FAILED_R2_RAISED = /^Failed delivery, customer refused \(code 9\)$/;
const FAILED_R6 = /^Two-part order: failed delivery, address not found$/;
const ndr = (reason: number) => new RegExp(`^Failed delivery, NDR reason ${reason} \\(`);

interface FeedRequests {
  count: (method: "POST" | "PUT") => number;
}

/** Opens a failure page and waits until its data is in (form, concern or explanation). */
async function openIssue(url: string): Promise<{ page: Page; feed: FeedRequests; errors: string[] }> {
  const { page, errors, writes } = await openHydrated(demo.context, url, { countWritesTo: "/api/v1/tracking-feed" });
  await ready(page);
  return { page, feed: { count: writes }, errors };
}

const ready = (page: Page) => screenReady(page, "delivery-issue");

describe("failed delivery: /issue", () => {
  test("reason 2, No = cancel: the concern already raised (Yes) is updated with PUT and kept on reload", async () => {
    const { page, feed } = await openIssue(issueUrl("demo", FAILED_R2_RAISED));
    expect(await concernRow(page, "answer").textContent()).toBe("Yes, deliver it");
    await page.click("button[data-part='change']");
    expect(await page.isChecked("input[type='radio'][value='accept']")).toBe(true);
    await page.check("input[type='radio'][value='reject']");
    // Cancelling asks no date.
    await expect.poll(() => dateRadios(page).count()).toBe(0);
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect([feed.count("POST"), feed.count("PUT")]).toEqual([0, 1]);
    expect(await concernAfterReload(page, "delivery-issue", "answer")).toBe("No, cancel it");
    expect(await concernRow(page, "preferred_date").count()).toBe(0);
    await page.close();
  });

  test("reason 2, Yes = deliver: an option and a date are needed; POSTed and kept on reload", async () => {
    const { page, feed } = await openIssue(issueUrl("demo", ndr(2)));
    expect(await page.textContent("[data-part='failure-message']")).toBe("The delivery was refused.");
    await submit(page);
    expect(await errorTexts(page)).toEqual([MESSAGE.option, MESSAGE.date]);
    await page.check("input[type='radio'][value='accept']");
    await submit(page);
    expect(await errorTexts(page)).toEqual([MESSAGE.date]);
    await dateRadios(page).nth(1).check();
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect(feed.count("POST")).toBe(1);
    expect(await concernAfterReload(page, "delivery-issue", "answer")).toBe("Yes, deliver it");
    expect(await concernRow(page, "preferred_date").textContent()).toMatch(/\d/);
    await page.close();
  });

  test("reason 5: another number must be 10 digits; what was typed stays; kept on reload", async () => {
    const { page, feed } = await openIssue(issueUrl("demo", ndr(5)));
    expect(await page.textContent("[data-part='failure-message']")).toBe("The courier could not reach you on your phone.");
    expect(await page.locator("[name='phone_number']").count()).toBe(0);
    await page.check("input[type='radio'][value='alternate-number']");
    await page.fill("[name='phone_number']", "98765 12");
    await submit(page);
    expect(await errorTexts(page)).toEqual([MESSAGE.date, MESSAGE.phone]);
    expect(await page.inputValue("[name='phone_number']")).toBe("98765 12");
    expect(await page.getAttribute("[name='phone_number']", "aria-invalid")).toBe("true");
    await page.fill("[name='phone_number']", "9876501234");
    await dateRadios(page).nth(0).check();
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect(feed.count("POST")).toBe(1);
    expect(await concernAfterReload(page, "delivery-issue", "phone_number")).toBe("9876501234");
    await page.close();
  });

  test("reason 6: address and landmark rules; a double click submits once", async () => {
    const { page, feed } = await openIssue(issueUrl("demo", FAILED_R6));
    expect(await page.textContent("[data-part='failure-message']")).toBe("The courier could not find your address.");
    await page.fill("[name='address']", "Flat 4");
    await submit(page);
    expect(await errorTexts(page)).toEqual([MESSAGE.address, MESSAGE.landmark]);
    // Focus went to the first bad field, with the message tied to it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("address");
    expect(await page.getAttribute("[name='address']", "aria-describedby")).toMatch(/error/);
    expect(await page.inputValue("[name='address']")).toBe("Flat 4");
    await page.fill("[name='address']", "Flat 4, Lotus Towers, Baner Road, Pune");
    await page.fill("[name='landmark']", "Opposite the bus depot");
    await page.fill("[name='drop_pincode']", "411045");
    await page.dblclick("button[data-part='submit']");
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    await page.waitForSelector("[data-part='concern']");
    expect(feed.count("POST")).toBe(1);
    expect(feed.count("PUT")).toBe(0);
    expect(await concernAfterReload(page, "delivery-issue", "address")).toBe("Flat 4, Lotus Towers, Baner Road, Pune");
    expect(await concernRow(page, "landmark").textContent()).toBe("Opposite the bus depot");
    await page.close();
  });

  test("reason 7, keyboard only: the date message, then a date and Enter", async () => {
    const { page, feed } = await openIssue(issueUrl("demo", ndr(7)));
    // Let the chunks loaded after hydration (toasts, the API client) land before typing, as a
    // person would: a re-render mid-way can split the date group's single tab stop.
    await page.waitForLoadState("networkidle");
    expect(await page.textContent("[data-part='failure-message']")).toBe("The payment was not ready at delivery.");
    const focusedPart = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute("data-part") ?? el?.closest("fieldset")?.getAttribute("data-field") ?? el?.tagName ?? "";
      });
    // Tab from the top of the page to the first date.
    for (let i = 0; i < 40 && (await focusedPart()) !== "preferred_date"; i++) await page.keyboard.press("Tab");
    expect(await focusedPart()).toBe("preferred_date");
    // Past the dates (one tab stop for the group) to Submit, and Enter without a date.
    await page.keyboard.press("Tab");
    expect(await focusedPart()).toBe("submit");
    await page.keyboard.press("Enter");
    expect(await errorTexts(page)).toEqual([MESSAGE.date]);
    // The refused submit took focus back to the dates.
    expect(await focusedPart()).toBe("preferred_date");
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    expect(await dateRadios(page).nth(1).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect(feed.count("POST")).toBe(1);
    expect(await concernAfterReload(page, "delivery-issue", "preferred_date")).toMatch(/\d/);
    await page.close();
  });

  test("Arabic: the address form is right to left, with translated messages, and is sent", async () => {
    const { page } = await openIssue(issueUrl("demo", ndr(8), "ar"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.$eval("form", (form) => getComputedStyle(form).direction)).toBe("rtl");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await submit(page);
    const messages = await errorTexts(page);
    expect(messages).toHaveLength(2);
    expect(messages.join(" ")).toMatch(/\p{Script=Arabic}/u);
    await page.fill("[name='address']", "شقة 4، برج اللوتس، طريق بانير");
    await page.fill("[name='landmark']", "مقابل محطة الحافلات");
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toMatch(/\p{Script=Arabic}/u);
    expect(await concernAfterReload(page, "delivery-issue", "landmark")).toBe("مقابل محطة الحافلات");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("no form when there is nothing to fix: delivered, or out for delivery again after a failure", async () => {
    for (const [pattern, reason] of [
      [/^Delivered within 3 days \(code 8\)$/, "delivered"],
      [/^Failed delivery, then out for delivery again/, "reattempt"],
    ] as const) {
      const { page } = await openIssue(issueUrl("demo", pattern));
      expect(await page.getAttribute("[data-part='not-offered']", "data-reason")).toBe(reason);
      expect(await page.locator("form").count()).toBe(0);
      const back = new URL((await page.getAttribute("[data-part='back'] a", "href")) ?? "", page.url());
      expect(back.pathname).toBe("/en/tracking");
      expect(back.searchParams.get("waybill")).toBe(new URL(page.url()).searchParams.get("waybill"));
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.close();
    }
  });

  test("a brand that checks keys: the form needs the link's key; without it the page is an unknown waybill's", async () => {
    const withKey = issueUrl("kestrel", FAILED_R1);
    const { page } = await openIssue(withKey);
    expect(await page.locator("form[data-form='preferred-date']").count()).toBe(1);
    const noKey = new URL(withKey);
    noKey.searchParams.delete("security_key");
    const unknown = new URL(noKey);
    unknown.searchParams.set("waybill", "KES-NO-SUCH-1");
    const shown: string[] = [];
    for (const url of [noKey, unknown]) {
      await page.goto(url.toString());
      await ready(page);
      expect(await page.locator("form").count()).toBe(0);
      shown.push((await page.locator("[data-screen='delivery-issue']").innerHTML()).replaceAll(url.searchParams.get("waybill") ?? "", "{waybill}"));
    }
    expect(await page.locator("[data-part='not-found']").count()).toBe(1);
    expect(shown[0]).toBe(shown[1]);
    await page.close();
  });
});
