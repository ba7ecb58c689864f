import { describe, expect, test } from "vitest";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// Every brand's tracking page on a 1366 × 768 desktop: its layout variant owns its grid, so
// the journey starts on the first screen, beside the status (or under it in a one-column
// layout), never pushed into a grid area another layout defined (issue 33, item 14: bloom,
// marigold and medleaf inherited the default's areas and left two quadrants empty).

const demo = setUpDemoBrowser();
const DESKTOP = { width: 1366, height: 768 };

describe("every brand's desktop tracking page at 1366 px", () => {
  test("the timeline starts within the first screen height, with no empty quadrant beside it", async () => {
    const brands = [...new Set(demo.links.map((l) => l.brand))];
    expect(brands.length).toBeGreaterThanOrEqual(10);
    const found: Record<string, unknown> = {};
    for (const brand of brands) {
      const link = demo.find(brand, /^Delivered within 3 days/);
      const { page } = await openHydrated(demo.context, link.url);
      await page.setViewportSize(DESKTOP);
      await page.locator('[data-part="tracking"] [data-slot="timeline"]').waitFor();
      const measured = await page.evaluate(() => {
        const layout = document.querySelector('[data-part="tracking"]')!;
        const slot = layout.querySelector('[data-slot="timeline"]')!;
        const timeline = slot.getBoundingClientRect();
        const top = timeline.top + window.scrollY;
        // A direct part of the layout beside the timeline: one sharing its rows but not its columns.
        const beside = [...layout.children].some((el) => {
          if (el.contains(slot)) return false;
          const r = el.getBoundingClientRect();
          const sharesRows = r.top < timeline.bottom && r.bottom > timeline.top;
          const sharesColumns = r.left < timeline.right && r.right > timeline.left;
          return sharesRows && !sharesColumns;
        });
        // One column: the timeline spans the layout's width, so nothing can sit beside it.
        const oneColumn = timeline.width > layout.getBoundingClientRect().width * 0.9;
        return { layout: layout.getAttribute("data-layout"), top: Math.round(top), beside, oneColumn };
      });
      if (measured.top >= DESKTOP.height || !(measured.beside || measured.oneColumn)) found[brand] = measured;
      await page.close();
    }
    expect(found).toEqual({});
  }, 180_000);
});
