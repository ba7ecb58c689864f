import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import { openHydrated, screenReady } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { probeLayout } from "./layout-probe.ts";

// Issue 33 item 15: the return pickup page reads like a delivery's. The real server in demo
// mode, a failed pickup at 320, 412 and 1366 px in en, ar and ta: dated steps in the delivery
// timeline's style, why it failed, the pickup address, labels beside their values at desktop,
// no sideways scroll, no overlapping text, axe clean.

const demo = setUpDemoBrowser();
const FAILED = /^Return pickup failed, pickup reason 1$/;

function pickupUrl(lang: string): string {
  const url = new URL(demo.find("demo", FAILED).url);
  url.pathname = `/${lang}/reverse`;
  return url.toString();
}

describe("the return pickup page (/reverse)", () => {
  test.each(["en", "ar", "ta"])("%s: dated steps, the reason, the address; no sideways scroll or overlap at 320, 412 and 1366 px", async (lang) => {
    const { page, errors } = await openHydrated(demo.context, pickupUrl(lang));
    await screenReady(page, "reverse");
    const steps = await page.$$eval(".portal-timeline [data-part='step']", (items) =>
      items.map((li) => `${li.getAttribute("data-step")}:${li.querySelector("[data-part='time']") ? "dated" : "-"}`),
    );
    expect(steps).toEqual(["requested:dated", "out-for-pickup:dated", "failed:dated", "picked-up:-", "returned-to-warehouse:-"]);
    expect((await page.textContent("[data-part='failure-message']"))?.trim()).not.toBe("");
    expect(await page.locator("[data-part='customer'] [data-field='address']").count()).toBe(1);
    // The window the courier gave for the next try, among the facts (the demo's is tomorrow to the day after).
    expect((await page.textContent("[data-part='facts'] [data-part='pickup-window'] dd"))?.trim()).not.toBe("");
    for (const width of [320, 412, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const problems = await page.evaluate(probeLayout);
      expect({ width, ...problems }).toEqual({ width, sideways: 0, overlaps: [] });
      // The courier's name sits beside its label, not across the page from it.
      const gap = await page.$eval(".portal-reverse [data-part='facts'] > div", (row) => {
        const [term, value] = [row.querySelector("dt"), row.querySelector("dd")].map((el) => el!.getBoundingClientRect());
        return document.documentElement.dir === "rtl" ? term!.left - value!.right : value!.left - term!.right;
      });
      expect(gap, `${width} px`).toBeLessThanOrEqual(200);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
