import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { seriousA11yViolations } from "@portal/tooling/axe";
import { openHydrated } from "./browser-page.ts";
import { brandUrl } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The exchange flow's controls, focus, messages and review at 320, 412 and 1366 px in English,
// Arabic and Tamil (issue 33 items 7, 9 and 19), on the login-free demo brand. Nothing is
// placed: the walk stops at the review, so the orders' units stay free for other files.

const demo = setUpDemoBrowser();

/** Demo orders with items (apps/server/src/seed/extensions/returns-seed.ts); the first with a free unit is walked. */
const ORDERS = [
  ["DS-240115", "9845012345"],
  ["DS-240132", "9884011223"],
  ["DS-240131", "9831054321"],
  ["DS-240114", "9829066778"],
] as const;

const TEXTS = {
  en: { date: "Please choose one of the dates offered.", exchangeUpTo: /^You can exchange up to \d+\.$/ },
  ar: { date: "يُرجى اختيار أحد التواريخ المعروضة.", exchangeUpTo: /^يمكنك استبدال ما يصل إلى \d+\.$/ },
  ta: { date: "தயவுசெய்து கொடுக்கப்பட்ட தேதிகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.", exchangeUpTo: /^அதிகபட்சம் \d+ மாற்றிக்கொள்ளலாம்\.$/ },
} as const;

const continueButton = (page: Page) => page.locator('[data-part="flow"] [data-action="continue"]');
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === null || el === document.body ? "body" : (el.getAttribute("name") ?? el.getAttribute("data-action") ?? el.tagName.toLowerCase());
  });
/** Every radio and checkbox of a selector: its rendered size (a squashed one was 5×13 px). */
const boxSizes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((inputs) => inputs.map((i) => ({ w: i.getBoundingClientRect().width, h: i.getBoundingClientRect().height })));
async function expectTargets(page: Page, selector: string) {
  const sizes = await boxSizes(page, selector);
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect({ selector, wide: size.w >= 24, tall: size.h >= 24 }).toEqual({ selector, wide: true, tall: true });
}
/** The rendered lines of an element's text (a name squeezed to one word per line has many). */
const lineCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );

async function openFreeOrder(lang: keyof typeof TEXTS) {
  for (const [order, mobile] of ORDERS) {
    const opened = await openHydrated(demo.context, brandUrl("demo", `/${lang}/return-exchange?order_id=${order}&mobile=${mobile}`));
    await opened.page.locator('[data-part="flow"]').waitFor();
    if ((await opened.page.locator('[data-part="item"]:not([data-state="used-up"])').count()) > 0) return opened;
    await opened.page.close();
  }
  throw new Error("no demo order has a free unit to exchange");
}

describe.each(["en", "ar", "ta"] as const)("exchange in %s", (lang) => {
  test.each([320, 412, 1366])("at %i px: 24 px radios, focus after Add and Save, fresh messages, a review without money", async (width) => {
    const { page, errors } = await openFreeOrder(lang);
    await page.setViewportSize({ width, height: 800 });
    const steps: string[] = [];
    /** The document title names the step shown (the three steps had one title). */
    const titleNamesStep = async () => {
      const heading = await page.locator('[data-part="step-heading"] > span').last().innerText();
      await expect.poll(() => page.title()).toContain(heading);
      steps.push(await page.title());
    };
    await titleNamesStep();

    // Step 1: the item's checkbox and the size options keep a 24 px target.
    const item = page.locator('[data-part="item"]:not([data-state="used-up"])').first();
    const itemId = await item.getAttribute("data-item-id");
    expect(await item.locator('[data-part="item-hint"]').innerText()).toMatch(TEXTS[lang].exchangeUpTo);
    await item.locator('input[type="checkbox"]').check();
    await item.locator(`select[name="reason-${itemId}"]`).selectOption({ index: 1 });
    const sub = item.locator(`select[name="sub-reason-${itemId}"]`);
    if ((await sub.count()) > 0) await sub.selectOption({ index: 1 });
    await expectTargets(page, `[data-part="items"] input[type="checkbox"], input[name="variant-${itemId}"]`);
    await item.locator(`input[name="variant-${itemId}"]:not([disabled])`).first().check();
    await continueButton(page).click();
    await page.locator('[data-part="pickup-step"]').waitFor();
    await titleNamesStep();

    // Step 2: the address and date radios too; a secondary button at rest has a thin frame in the
    // brand's colour, not the 3 px dark frame the focus ring has.
    await expectTargets(page, 'input[name="pickup-address"], input[name="pickup-date"]');
    const back = page.locator('[data-part="pickup-step"] [data-part="actions"] [data-variant="secondary"]');
    const frame = await back.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderTopWidth, shadow: style.boxShadow, color: style.color, outline: style.outlineStyle };
    });
    expect(frame).toMatchObject({ border: "0px", outline: "none" });
    expect(frame.shadow).toBe(`${frame.color} 0px 0px 0px 1px inset`);

    // Continue without a date: the message asks to choose one of the listed dates; choosing one clears it at once.
    await continueButton(page).click();
    const dateError = page.locator('[data-part="pickup-date"] .portal-field-error');
    expect(await dateError.innerText()).toBe(TEXTS[lang].date);
    expect(await focused(page)).toBe("pickup-date");
    await page.locator('input[name="pickup-date"]').first().check();
    expect(await dateError.count()).toBe(0);
    expect(await page.locator('[data-part="step-error"]').count()).toBe(0);

    // Add a new address: focus moves into the form and no "save the address first" shows before a Continue.
    await page.locator('[data-action="add-address"]').click();
    expect(await focused(page)).toBe("new-address-name");
    expect(await page.locator('[data-part="step-error"]').count()).toBe(0);
    const form = page.locator('[data-part="address-form"]');
    await form.locator('input[name="new-address-name"]').fill("Asha Rao");
    await form.locator('input[name="new-address-phone"]').fill("9845012345");
    await form.locator('textarea[name="new-address-address"]').fill("Flat 9, Lake View Apartments, MG Road");
    await form.locator('input[name="new-address-pincode"]').fill("560001");
    await form.locator('input[name="new-address-city"]').fill("Bengaluru");
    await form.locator('input[name="new-address-state"]').fill("Karnataka");
    await form.locator('[data-action="save-address"]').click();
    await page.locator('[data-part="address-option"][data-state="selected"]').getByText("Flat 9, Lake View Apartments, MG Road").waitFor();
    expect(await focused(page)).toBe("pickup-address");
    await expectTargets(page, 'input[name="pickup-address"]');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await continueButton(page).click();

    // Step 3: a size swap moves no money: no amount or store credit columns, and the item's name
    // is not squeezed to one word per line.
    await page.locator('[data-part="review-step"]').waitFor();
    await titleNamesStep();
    const summary = page.locator('[data-part="summary"]');
    expect(await summary.getAttribute("data-kind")).toBe("exchange");
    expect(await summary.innerText()).not.toMatch(/[₹$]|Rs\.|AED|د\.إ/);
    expect(await summary.locator('[data-part="variant"]').innerText()).not.toBe("");
    for (const lines of await lineCount(page, '[data-part="summary"] [data-part="item-name"]')) expect(lines).toBeLessThanOrEqual(2);
    // The pickup sentence isolates its date and its (Latin) address (bdi), so in Arabic the address
    // keeps its own order and does not reorder the sentence around it.
    const pickup = page.locator('[data-part="pickup-summary"]');
    const place = pickup.locator('bdi[data-part="pickup-place"]');
    expect(await place.innerText()).toBe("Asha Rao, Flat 9, Lake View Apartments, MG Road");
    expect(await pickup.locator('bdi[data-part="pickup-date"]').innerText()).not.toBe("");
    expect(await pickup.locator("bdi").evaluateAll((all) => all.map((el) => getComputedStyle(el).unicodeBidi))).toEqual(["isolate", "isolate"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // Each step has a title of its own.
    expect(new Set(steps).size).toBe(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
