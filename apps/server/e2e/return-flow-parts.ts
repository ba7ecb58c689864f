import { seriousA11yViolations } from "@portal/tooling/axe";
import { expect } from "vitest";
import type { Page } from "playwright-core";
import { brandUrl } from "./portal-http.ts";

// The parts of the return and exchange flows the browser tests read (returns-flow.e2e,
// dated-screens.e2e), by structural hooks (data-part, names) that hold in every language.

/** A return or exchange link with the proof a login-free brand asks (order id and mobile). */
export const returnLink = (brand: string, lang: "en" | "ar", path: string, orderId: string, mobile: string) =>
  brandUrl(brand, `/${lang}${path}?order_id=${orderId}&mobile=${mobile}`);
export const flow = (page: Page) => page.locator('[data-part="flow"]');
export const item = (page: Page, itemId: number) => page.locator(`[data-part="item"][data-item-id="${itemId}"]`);
export const continueButton = (page: Page) => page.locator('[data-part="flow"] [data-action="continue"]');
export const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("name") ?? document.activeElement?.tagName ?? "");

export async function expectNoSeriousA11y(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}
