import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import type { BrowserContext } from "playwright-core";
import { brandUrl, demoLinks, type DemoLink } from "./portal-http.ts";
import type { LayoutProblems } from "./layout-probe.ts";
import { LAYOUT_LOCALES, LAYOUT_WIDTHS, inLocale } from "./layout-matrix.ts";
import { probeAtWidths } from "./layout-at-widths.ts";

// Issue 13's full walk (`pnpm test:layout`, outside `pnpm test`): every demo case in en, ar and
// ta at 320, 412 and 1366 px; nothing scrolls sideways and no two text boxes overlap.
// One navigation per case and language: the page loads at the first width, then the viewport
// is resized to the others and probed again (media queries re-apply without a reload). A few
// tabs walk in parallel. Nothing is blocked: a page asks only for its own HTML, CSS and
// script chunks (cached after the first load), all of which shape what the probe measures,
// and routing every request through Playwright would cost more than it saves.

/** Tabs walking at once: while one waits on the server, the other lays out (2 cores). */
const TABS = Number(process.env.LAYOUT_WALK_TABS ?? 2);

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser({ viewport: { width: LAYOUT_WIDTHS[0], height: 900 } });
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
});

/** Walks the jobs with TABS tabs in parallel; every problem keyed "width locale case". */
async function walk(jobs: { name: string; url: string }[]): Promise<Record<string, LayoutProblems>> {
  const problems: Record<string, LayoutProblems> = {};
  let next = 0;
  const tab = async () => {
    const page = await context.newPage();
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      for (const [width, found] of await probeAtWidths(page, job.url)) problems[`${width} px ${job.name}`] = found;
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: TABS }, tab));
  return problems;
}

// Read before the tests are collected, so each brand gets its own test (a failure names the
// brand; `-t <brand>` reruns one). The global setup has started the server by now.
const links: DemoLink[] = await demoLinks();
const brands = [...new Set(links.map((l) => l.brand))];

/** A brand's pages in one language: every demo case, plus its home (the search), in English. */
function pagesOf(brand: string): { name: string; url: string }[] {
  const cases = links.filter((l) => l.brand === brand).map((l) => ({ name: l.case, url: l.url }));
  return [{ name: "home", url: brandUrl(brand, "/en/") }, ...cases];
}

describe("every demo case at 320, 412 and 1366 px in en, ar and ta", () => {
  test("the demo lists cases of several brands", () => {
    expect(brands.length).toBeGreaterThan(1);
  });

  test.for(brands)("%s: nothing scrolls sideways, no text overlaps", async (brand) => {
    const jobs = LAYOUT_LOCALES.flatMap((locale) => pagesOf(brand).map((p) => ({ name: `${locale} ${p.name}`, url: inLocale(p.url, locale) })));
    expect(await walk(jobs)).toEqual({});
  });
});
