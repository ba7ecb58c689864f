import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// The brand's return policy explained in the flow before the shopper chooses (issue 34 item 4),
// on the demo's Banyan Home (docs/returns-lifecycle.md: 30-day window, bank or credit only,
// ₹49 bank fee, 10% credit bonus), against the built server's demo data.

const demo = setUpDemoBrowser();
const flow = (page: Page) => page.locator('[data-part="flow"]');
const continueButton = (page: Page) => page.locator('[data-part="flow"] [data-action="continue"]');

describe("banyan: the policy in the return flow", () => {
  test("items say until when they can be returned; step 3 offers only the policy's modes with their bonus and fee, and the summary shows the bonus", async () => {
    const { page, errors } = await openHydrated(demo.context, demo.find("banyan", /^Return from a security-key link$/).url);
    await flow(page).waitFor();
    // Every item either says why the policy refuses it or until when it may be returned.
    const items = page.locator('[data-part="item"]');
    for (const row of await items.all()) {
      const refused = await row.locator('[data-part="item-hint"][data-policy]').count();
      const window = await row.locator('[data-part="item-window"]').count();
      const usedUp = (await row.getAttribute("data-state")) === "used-up";
      expect(refused + window > 0 || usedUp).toBe(true);
      // An item the policy refuses cannot be chosen.
      expect(refused === 0 || (await row.locator('input[type="checkbox"]').isDisabled())).toBe(true);
    }
    expect(await page.locator('[data-part="item-window"]').first().innerText()).toMatch(/^Returnable until \d{1,2} \w+ \d{4}$/);

    const itemId = await page.locator('[data-part="item"][data-state="available"]').first().getAttribute("data-item-id");
    // By id: once checked, the row is no longer "available".
    const item = page.locator(`[data-part="item"][data-item-id="${itemId}"]`);
    await item.locator('input[type="checkbox"]').check();
    await item.locator(`select[name="reason-${itemId}"]`).selectOption("1");
    const sub = item.locator(`select[name="sub-reason-${itemId}"]`);
    if ((await sub.count()) > 0) await sub.selectOption({ index: 1 });
    await continueButton(page).click();
    await page.locator('[data-part="pickup-step"]').waitFor();
    await page.locator('input[name="pickup-date"]').first().check();
    await continueButton(page).click();
    await page.locator('[data-part="review-step"]').waitFor();

    const modes = await page.locator('input[name="refund-mode"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(modes).toEqual(["bank-account", "store-credit", "store-credit-voucher"]);
    const label = (mode: string) => page.locator(`label:has(input[name="refund-mode"][value="${mode}"]) [data-part="mode-terms"]`);
    expect(await label("bank-account").innerText()).toBe("Fee: ₹49.00");
    expect(await label("store-credit").innerText()).toBe("+10% bonus in store credit");

    await page.locator('input[name="refund-mode"][value="store-credit"]').check();
    const bonus = page.locator('[data-part="review-step"] [data-refund-part="bonus"]');
    await bonus.waitFor();
    expect(await bonus.locator("dt").innerText()).toBe("Store credit bonus (included)");
    expect(errors).toEqual([]);
  });
});
