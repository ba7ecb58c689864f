import { expect } from "vitest";
import type { Page } from "playwright-core";
import { brandUrl } from "./portal-http.ts";

/** A demo console account (listed on `/__demo`). */
export type ConsoleAccount = { username: string; password: string };

/** Logs in on the demo store's console as an admin would, and waits for the first screen. */
export async function logInToConsole(page: Page, who: ConsoleAccount, path = "/admin/login"): Promise<void> {
  await page.goto(brandUrl("demo", path));
  await page.fill("input[name=username]", who.username);
  await page.fill("input[name=password]", who.password);
  await page.click("button[type=submit]");
  await page.waitForURL(/\/admin\/(ops|theme)/);
}

/** Logs in, then opens a screen through the console's navigation (`/admin/events`, …). */
export async function openConsoleScreen(page: Page, who: ConsoleAccount, screenPath: `/admin/${string}`): Promise<void> {
  await logInToConsole(page, who);
  await page.click(`.admin-nav a[href^="${screenPath}"]`);
  await page.waitForURL(new RegExp(screenPath.replaceAll("/", "\\/")));
}

/**
 * Switches the console's language in its header and waits until the page is in it (lang and
 * direction). The choice is remembered in the context's storage: switch back when done.
 */
export async function chooseConsoleLanguage(page: Page, lang: string): Promise<void> {
  await page.selectOption(".admin-header select:not([data-brand-picker])", lang);
  const dir = lang === "ar" ? "rtl" : "ltr";
  await expect.poll(() => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir || "ltr"}`)).toBe(`${lang} ${dir}`);
}
