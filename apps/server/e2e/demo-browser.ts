import { launchBrowser } from "@portal/tooling/browser";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { demoLinks, findDemoCase, type DemoLink } from "./portal-http.ts";

export interface DemoBrowser {
  /** The test file's own browser context (fresh per file; in the run's shared Chromium when there is one). */
  readonly context: BrowserContext;
  /** The demo index (`/__demo.json`), as a visitor of /__demo reads it. */
  readonly links: readonly DemoLink[];
  /** The demo case of a brand whose name matches, or a failure naming what is missing. */
  find(brand: string, pattern: RegExp): DemoLink;
}

/**
 * The set-up every browser test file shares: reads the demo index and opens a browser context
 * before the file's tests, closes it after. Call once at a file's top level.
 */
export function setUpDemoBrowser(options?: Parameters<typeof launchBrowser>[0]): DemoBrowser {
  let links: DemoLink[] = [];
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  beforeAll(async () => {
    links = await demoLinks();
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get context() {
      if (!browser) throw new Error("setUpDemoBrowser: the browser starts in beforeAll; use it inside a test");
      return browser.context;
    },
    get links() {
      return links;
    },
    find: (brand, pattern) => findDemoCase(links, brand, pattern),
  };
}
