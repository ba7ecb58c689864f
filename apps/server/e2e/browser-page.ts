import type { BrowserContext, Page, Response } from "playwright-core";

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions: hydration mismatches and CSP violations land here. */
  errors: string[];
  response: Response | null;
  /** How many writes (non-GET requests) of a method the page sent to `countWritesTo`. */
  writes: (method: "POST" | "PUT") => number;
}

/**
 * Opens a URL in a new tab, collects console errors, and waits until the page has hydrated.
 * With `countWritesTo` (an API path) it also counts the page's writes there from the start.
 */
export async function openHydrated(context: BrowserContext, url: string, { countWritesTo }: { countWritesTo?: string } = {}): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const sent: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => {
    if (countWritesTo !== undefined && r.method() !== "GET" && new URL(r.url()).pathname === countWritesTo) sent.push(r.method());
  });
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  return { page, errors, response, writes: (method) => sent.filter((m) => m === method).length };
}

/** Waits until a screen has hydrated and its data is in (any state but loading). */
export async function screenReady(page: Page, screen: string): Promise<void> {
  await page.waitForSelector("html[data-hydrated='true']");
  await page.waitForSelector(`[data-screen='${screen}']:not([data-state='loading'])`);
}

/**
 * Records every toast's text as it appears, for a toast the page leaves soon after (the
 * survey redirect goes ~250 ms after its thanks): the list lives in the test, so it survives
 * the navigation, and no polling can miss the moment.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const toasts: string[] = [];
  await page.exposeFunction("recordToast", (text: string) => toasts.push(text));
  await page.evaluate(() => {
    const record = (window as unknown as { recordToast: (text: string) => void }).recordToast;
    new MutationObserver(() => document.querySelectorAll("[data-sonner-toast]").forEach((toast) => record(toast.textContent ?? ""))).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return toasts;
}
