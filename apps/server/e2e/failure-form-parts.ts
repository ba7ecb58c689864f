import type { Page } from "playwright-core";
import { screenReady } from "./browser-page.ts";

// The parts of a failure page (/issue, /reverse/issue) the browser tests read, by their
// data-* hooks; one home for both screens since they render the same feed form.

/** Core's concern-submitted toast, in English. */
export const CONCERN_TOAST = "Your concern has been submitted. The brand will follow up with you.";

export const errorTexts = (page: Page) => page.locator("form [data-part='error']").allTextContents();
export const submit = (page: Page) => page.click("button[data-part='submit']");
export const toast = (page: Page) => page.locator("[data-sonner-toast]").first();
export const concernRow = (page: Page, row: string) => page.locator(`[data-part='concern'] [data-row='${row}'] dd`);
export const dateRadios = (page: Page) => page.locator("fieldset[data-field='preferred_date'] input[type='radio']");

/** The stored concern's `row` once the page is loaded again, so as the server sends it. */
export async function concernAfterReload(page: Page, screen: string, row: string): Promise<string | null> {
  await page.reload();
  await screenReady(page, screen);
  return concernRow(page, row).textContent();
}
