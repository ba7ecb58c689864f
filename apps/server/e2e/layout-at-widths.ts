import type { Page } from "playwright-core";
import { probeLayout, type LayoutProblems } from "./layout-probe.ts";
import { LAYOUT_WIDTHS } from "./layout-matrix.ts";

/**
 * Loads a page once and probes it at every width (LAYOUT_WIDTHS): it loads at the first, then
 * the viewport is resized to the others, so media queries re-apply without a reload. Returns
 * only the widths with problems.
 */
export async function probeAtWidths(page: Page, url: string): Promise<Map<number, LayoutProblems>> {
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 900 });
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated='true']");
  const found = new Map<number, LayoutProblems>();
  for (const width of LAYOUT_WIDTHS) {
    if (width !== LAYOUT_WIDTHS[0]) await page.setViewportSize({ width, height: 900 });
    const problems = await page.evaluate(probeLayout);
    if (problems.sideways > 0 || problems.overlaps.length > 0) found.set(width, problems);
  }
  return found;
}
