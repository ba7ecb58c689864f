import type { BrowserContext, Page, Response } from "playwright-core";

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions: hydration mismatches and CSP violations land here. */
  errors: string[];
  response: Response | null;
}

/** Opens a URL in a new tab, collects console errors, and waits until the page has hydrated. */
export async function openHydrated(context: BrowserContext, url: string): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return { page, errors, response };
}
