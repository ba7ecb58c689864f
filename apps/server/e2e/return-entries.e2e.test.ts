import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousA11yViolations } from "@portal/tooling/axe";
import { openHydrated } from "./browser-page.ts";
import { brandUrl, pathOf } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// A way into a return or an exchange wherever a shopper looks after delivery (issue 33 item 12):
// the home page, the not-found page, a delivered tracking page and My Orders' delivered
// shipments, within the brand's window (core's isReturnWindowOpen; the window's edges are
// unit-tested there). Against the built server's demo data, in English, Arabic and Tamil.

const demo = setUpDemoBrowser();

const LABELS = {
  en: { return: "Return items", exchange: "Exchange items" },
  ar: { return: "إرجاع منتجات", exchange: "استبدال منتجات" },
  ta: { return: "பொருட்களைத் திருப்பித் தர", exchange: "பொருட்களை மாற்றிக்கொள்ள" },
} as const;

const entries = (page: Page, scope = "main") => page.locator(`${scope} [data-part="return-entry"] a`);
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
/** A demo link in another language: the path's language prefix swapped. */
const inLanguage = (url: string, lang: string) => pathOf(url).replace(/^\/en(?=\/|$)/, `/${lang}`);

describe.each(["en", "ar", "ta"] as const)("in %s", (lang) => {
  // Each page loads once and is read at each width in turn: the entries are not state that a
  // resize changes, and media queries re-apply without a reload (6 page loads, not 18).
  test("at 320, 412 and 1366 px: the home and not-found pages lead to both flows", async () => {
    for (const path of [`/${lang}/`, `/${lang}/no-such-page`]) {
      const { page, errors } = await openHydrated(demo.context, brandUrl("demo", path));
      for (const width of [320, 412, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        // Each figure beside where it was read, so a failure names the page and width.
        const at = `${path} at ${width} px`;
        expect({
          at,
          texts: await entries(page).allInnerTexts(),
          hrefs: await entries(page).evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
          sideways: await sideways(page),
          a11y: await seriousA11yViolations(page),
        }).toEqual({
          at,
          texts: [LABELS[lang].return, LABELS[lang].exchange],
          hrefs: [`/${lang}/returns`, `/${lang}/return-exchange`],
          sideways: 0,
          a11y: [],
        });
      }
      // The not-found page's own 404 status is logged as a failed load; nothing else may be.
      expect(errors.filter((e) => !(path.endsWith("no-such-page") && e.includes("404")))).toEqual([]);
      await page.close();
    }
  });

  test("a delivered tracking page offers both for that shipment; an undelivered one offers none", async () => {
    const delivered = demo.find("demo", /^Delivered within 3 days/);
    const { page, errors } = await openHydrated(demo.context, brandUrl("demo", inLanguage(delivered.url, lang)));
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await entries(page, '[data-part="actions"]').allInnerTexts()).toEqual([LABELS[lang].return, LABELS[lang].exchange]);
    const hrefs = await entries(page, '[data-part="actions"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    expect(hrefs[0]).toMatch(new RegExp(`^/${lang}/returns(\\?|$)`));
    expect(hrefs[1]).toMatch(new RegExp(`^/${lang}/return-exchange(\\?|$)`));
    const link = new URL(delivered.url).searchParams;
    // A keyed link carries its waybill and key on, so the flow opens the order at once.
    expect(new URL(hrefs[1]!, "http://x").searchParams.get("waybill")).toBe(link.get("security_key") ? link.get("waybill") : null);
    expect(await sideways(page)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    const inTransit = demo.find("demo", /^In transit \(code 5\)/);
    const other = await openHydrated(demo.context, brandUrl("demo", inLanguage(inTransit.url, lang)));
    await other.page.locator('[data-part="actions"]').waitFor();
    expect(await entries(other.page, '[data-part="actions"]').count()).toBe(0);
    await other.page.close();
  });
});

test("My Orders: the delivered part of a split order offers a return and an exchange, the part in transit does not", async () => {
  const split = demo.find("demo", /^Split order: delivered part/);
  const tracking = await openHydrated(demo.context, brandUrl("demo", pathOf(split.url)));
  const myOrders = await tracking.page.locator('[data-action="my-orders"]').getAttribute("href");
  await tracking.page.close();
  const { page, errors } = await openHydrated(demo.context, brandUrl("demo", myOrders ?? "/en/my-order"));
  const delivered = page.locator('[data-part="shipment"][data-stage="delivered"]');
  await delivered.first().waitFor();
  expect(await delivered.first().locator('[data-part="return-entry"] a').allInnerTexts()).toEqual(["Return items", "Exchange items"]);
  const inTransit = page.locator('[data-part="shipment"][data-stage="in-transit"]');
  for (const card of await inTransit.all()) expect(await card.locator('[data-part="return-entry"]').count()).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});

test("the exchange entry of a delivered tracking link opens that order's exchange", async () => {
  const delivered = demo.find("demo", /^Delivered within 3 days/);
  const { page } = await openHydrated(demo.context, brandUrl("demo", pathOf(delivered.url)));
  const link = entries(page, '[data-part="actions"]').nth(1);
  await Promise.all([page.waitForURL((url) => url.pathname === "/en/return-exchange"), link.click()]);
  await page.locator('[data-part="flow"], [data-part="lookup"]').first().waitFor();
  expect(await page.locator('[data-screen="exchange"]').count()).toBe(1);
  await page.close();
});
