import { describe, expect, test } from "vitest";
import { seriousA11yViolations } from "@portal/tooling/axe";
import type { Page } from "playwright-core";
import { openHydrated, screenReady } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { CONCERN_TOAST, concernAfterReload, concernRow, dateRadios, errorTexts, submit, toast } from "./failure-form-parts.ts";

// /reverse and /reverse/issue against the real server in demo mode: the pickup's stages,
// Take Action, the failed-pickup form (npr tracking-feed) with its messages, the toast,
// persistence across a reload, the PUT path, one request per double click, Arabic, axe.
// Reason 6's pickup dates (Arabic) are in dated-screens.e2e, the hour matrix's file.

const demo = setUpDemoBrowser();

function pickupUrl(brand: string, pattern: RegExp, { issue = false, lang = "en" } = {}): string {
  const url = new URL(demo.find(brand, pattern).url);
  url.pathname = `/${lang}/reverse${issue ? "/issue" : ""}`;
  return url.toString();
}

const FAILED_R1_RAISED = /^Return pickup failed \(reverse code 3\)$/;
const PICKED_UP = /^Return picked up \(reverse code 4\)$/;
const pickupReason = (reason: number) => new RegExp(`^Return pickup failed, pickup reason ${reason}$`);

interface Opened {
  page: Page;
  count: (method: "POST" | "PUT") => number;
  /** Page errors and console errors (a hydration mismatch is logged as one). */
  errors: string[];
}

async function open(url: string, screen: "reverse" | "reverse-issue"): Promise<Opened> {
  const { page, errors, writes } = await openHydrated(demo.context, url, { countWritesTo: "/api/v1/npr/tracking-feed" });
  await ready(page, screen);
  return { page, count: writes, errors };
}

const ready = (page: Page, screen: "reverse" | "reverse-issue" = "reverse-issue") => screenReady(page, screen);

const steps = (page: Page) =>
  page.$$eval(".portal-pickup-timeline li", (items) => items.map((li) => `${li.getAttribute("data-step")}:${li.getAttribute("data-state")}`));

describe("reverse pickup: /reverse", () => {
  test("a failed pickup shows its stages and Take Action to /reverse/issue with the same link", async () => {
    const url = pickupUrl("demo", FAILED_R1_RAISED);
    const { page, errors } = await open(url, "reverse");
    expect(await page.textContent("[data-testid='pickup-status']")).toBe("Pickup failed");
    expect(await steps(page)).toEqual([
      "requested:complete",
      "out-for-pickup:complete",
      "failed:current",
      "picked-up:upcoming",
      "returned-to-warehouse:upcoming",
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // A button-like link: its text in the on-primary colour, not the page's link colour (the primary, as its background).
    const look = await page.$eval("[data-part='take-action']", (link) => ({
      color: getComputedStyle(link).color,
      background: getComputedStyle(link).backgroundColor,
    }));
    expect(look.color).not.toBe(look.background);
    await Promise.all([page.waitForURL(/\/en\/reverse\/issue\?/), page.click("[data-part='take-action']")]);
    expect(new URL(page.url()).searchParams.get("waybill")).toBe(new URL(url).searchParams.get("waybill"));
    await ready(page);
    expect(await page.textContent("[data-part='failure-message']")).toBe("The courier could not reach you.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a picked-up return has no Take Action; Arabic is right to left", async () => {
    const { page } = await open(pickupUrl("demo", PICKED_UP, { lang: "ar" }), "reverse");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.getAttribute(".portal-pickup-timeline li[aria-current='step']", "data-step")).toBe("picked-up");
    expect(await page.locator("[data-part='take-action']").count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("failed pickup: /reverse/issue", () => {
  test("the concern already raised (reason 1) is shown and updated with PUT", async () => {
    const { page, count } = await open(pickupUrl("demo", FAILED_R1_RAISED, { issue: true }), "reverse-issue");
    expect(await concernRow(page, "preferred_date").textContent()).toMatch(/\d/);
    await page.click("button[data-part='change']");
    await dateRadios(page).nth(0).check();
    const chosen = await page.locator("fieldset[data-field='preferred_date'] input:checked + label").textContent();
    await submit(page);
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    expect([count("POST"), count("PUT")]).toEqual([0, 1]);
    expect(await concernAfterReload(page, "reverse-issue", "preferred_date")).toBe(chosen);
    await page.close();
  });

  test("reason 2, No = cancel: an option is needed; two clicks at once submit once; kept on reload", async () => {
    const { page, count } = await open(pickupUrl("demo", pickupReason(2), { issue: true }), "reverse-issue");
    expect(await page.textContent("[data-part='failure-message']")).toBe("A request to cancel the pickup was made.");
    await submit(page);
    expect(await errorTexts(page)).toEqual(["Please choose one of the options.", "Please choose one of the dates offered."]);
    await page.check("input[type='radio'][value='reject']");
    expect(await errorTexts(page)).toEqual([]);
    // Two clicks in the same instant, before the page can repaint.
    await page.$eval("button[data-part='submit']", (button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => toast(page).textContent()).toBe(CONCERN_TOAST);
    await page.waitForSelector("[data-part='concern']");
    expect([count("POST"), count("PUT")]).toEqual([1, 0]);
    expect(await concernAfterReload(page, "reverse-issue", "answer")).toBe("No, cancel the pickup");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.close();
  });

  test("a pickup reason with no form (9) is explained; no form", async () => {
    const { page } = await open(pickupUrl("demo", pickupReason(9), { issue: true }), "reverse-issue");
    expect(await page.textContent("[data-part='failure-prompt']")).toBe("The courier will come for the pickup on the next business day.");
    expect(await page.locator("form").count()).toBe(0);
    await page.close();
  });
});
