import { describe, expect, test } from "vitest";
import type { Locator, Page } from "playwright-core";
import { openHydrated } from "./browser-page.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { probeLayout } from "./layout-probe.ts";

// Issue 33 item 17: products show their photo where the order data has one, and the initials
// tile when it has none or the photo fails, never a broken image. The demo store's products
// carry pictures the portal serves itself (/assets/demo-products/). A failing photo is a real
// 404: the browser's request for it is sent on to a path the server does not have.

const withScripts = setUpDemoBrowser();
const withoutScripts = setUpDemoBrowser({ javaScriptEnabled: false });

const TRACKING = /^In transit \(code 5\)$/;
const ORDER = /^Order with 2 shipments \(DLV-008-PAIR, FLD-007-PAIR\)$/;
const RETURN_FLOW = /^Return, login-free brand: link with order id and mobile$/;
const MISSING = "/assets/demo-products/no-such-photo.svg";
const TILE = ".portal-product-image";

interface TileState {
  state: string | null;
  initials: string;
  img: {
    src: string;
    alt: string | null;
    width: string | null;
    height: string | null;
    loading: string | null;
    decoding: string | null;
    loaded: boolean;
  } | null;
  box: { width: number; height: number };
}

function tiles(page: Page): Promise<TileState[]> {
  return page.locator(TILE).evaluateAll((elements) =>
    elements.map((el) => {
      const img = el.querySelector("img");
      const box = el.getBoundingClientRect();
      return {
        state: el.getAttribute("data-state"),
        initials: el.querySelector('[data-part="initials"]')?.textContent ?? "",
        img: img
          ? {
              src: new URL(img.src).pathname,
              alt: img.getAttribute("alt"),
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              loading: img.getAttribute("loading"),
              decoding: img.getAttribute("decoding"),
              loaded: img.complete && img.naturalWidth > 0,
            }
          : null,
        box: { width: Math.round(box.width), height: Math.round(box.height) },
      };
    }),
  );
}

/** Waits until every photo on the page has loaded or failed (and React has dropped the failed ones). */
async function photosSettled(page: Page): Promise<void> {
  await page.waitForFunction((selector) => [...document.querySelectorAll(`${selector} img`)].every((img) => (img as HTMLImageElement).complete), TILE);
}

/** Sends the page's requests for `path` to a path the server does not have, so the photo answers 404. */
async function photoAnswers404(page: Page, path: string): Promise<number[]> {
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === MISSING) statuses.push(response.status());
  });
  await page.route(
    (url) => url.pathname === path,
    (route) => route.continue({ url: new URL(MISSING, route.request().url()).href }),
  );
  return statuses;
}

/** The largest channel difference between two same-size PNGs in a square, decoded by Chromium's own canvas. */
async function largestDifference(a: Buffer, b: Buffer, area: { x: number; y: number; size: number }): Promise<number> {
  const page = await withScripts.context.newPage();
  try {
    return await page.evaluate(
      async ({ images, area }) => {
        const pixels = await Promise.all(
          images.map(async (base64) => {
            const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext("2d");
            if (!context) throw new Error("no 2d canvas");
            context.drawImage(bitmap, 0, 0);
            return context.getImageData(area.x, area.y, area.size, area.size).data;
          }),
        );
        const [first, second] = pixels;
        let largest = 0;
        for (let i = 0; i < (first?.length ?? 0); i++) largest = Math.max(largest, Math.abs((first?.[i] ?? 0) - (second?.[i] ?? 0)));
        return largest;
      },
      { images: [a.toString("base64"), b.toString("base64")], area },
    );
  } finally {
    await page.close();
  }
}

/**
 * The tile as drawn matches the same tile with its image taken out (the initials tile) where
 * Chromium draws its broken-image icon, the top inline-start corner (16 px).
 */
async function expectNoBrokenImageIcon(tile: Locator): Promise<void> {
  const drawn = await tile.screenshot();
  await tile.evaluate((el) => el.querySelector("img")?.remove());
  expect(await largestDifference(drawn, await tile.screenshot(), { x: 4, y: 4, size: 20 })).toBeLessThanOrEqual(8);
}

describe("product photos", () => {
  test.each([
    ["tracking page", TRACKING, 72],
    ["order page", ORDER, 56],
    ["return flow's item list", RETURN_FLOW, 64],
  ] as const)("the %s shows the demo store's product photos: sized, lazy, async, empty alt, no layout shift", async (_name, pattern, size) => {
    const { page, errors } = await openHydrated(withScripts.context, withScripts.find("demo", pattern).url);
    await page.locator(TILE).first().waitFor();
    await photosSettled(page);
    const found = await tiles(page);
    expect(found.length).toBeGreaterThan(0);
    for (const tile of found) {
      expect(tile.state).toBe("photo");
      expect(tile.img).toMatchObject({ alt: "", width: String(size), height: String(size), loading: "lazy", decoding: "async", loaded: true });
      expect(tile.img?.src.startsWith("/assets/demo-products/")).toBe(true);
      expect(tile.box).toEqual({ width: size, height: size });
    }
    // The CSP ('self') lets the portal's own pictures through: no violation reported.
    expect(errors).toEqual([]);
    await page.close();
  });

  test("a photo that answers 404 leaves the initials tile, no broken image; at 320 px nothing scrolls sideways", async () => {
    const url = withScripts.find("demo", TRACKING).url;
    const first = await openHydrated(withScripts.context, url);
    await photosSettled(first.page);
    const [shown] = await tiles(first.page);
    await first.page.close();
    if (!shown?.img) throw new Error("the demo tracking page shows no product photo");

    const page = await withScripts.context.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    const statuses = await photoAnswers404(page, shown.img.src);
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated='true']");
    const tile = page.locator(TILE).first();
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => statuses).toContain(404);
    await photosSettled(page);
    const [state] = await tiles(page);
    // Failed after hydration, React dropped the image; before it, CSS covers it: either way no photo loaded.
    expect(state?.img?.loaded ?? false).toBe(false);
    expect(state?.box).toEqual({ width: 72, height: 72 });
    expect(state?.initials).toMatch(/^\p{Lu}{1,2}$/u);
    await expectNoBrokenImageIcon(tile);
    // The title still sits beside it.
    expect((await page.getByTestId("tracking-product").textContent())?.length).toBeGreaterThan(0);
    expect((await page.evaluate(probeLayout)).sideways).toBe(0);
    await page.close();
  });

  test("at 320 px the order page and the return items with photos do not scroll sideways", async () => {
    for (const pattern of [ORDER, RETURN_FLOW]) {
      const page = await withScripts.context.newPage();
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(withScripts.find("demo", pattern).url);
      await page.waitForSelector("html[data-hydrated='true']");
      await page.locator(TILE).first().waitFor();
      await photosSettled(page);
      expect((await tiles(page)).every((tile) => tile.state === "photo" && tile.img?.loaded)).toBe(true);
      expect((await page.evaluate(probeLayout)).sideways).toBe(0);
      await page.close();
    }
  });

  test.each([
    ["kestrel", "en"],
    ["kestrel", "ar"],
    ["redwood", "en"],
  ] as const)("%s's tracking page (%s) shows its product photo from the portal's own pictures; at 320 px nothing scrolls sideways", async (brand, locale) => {
    // Every demo brand's products have a picture now, not only the demo store's.
    const link = new URL(withScripts.find(brand, TRACKING).url);
    link.pathname = link.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${locale}`);
    const { page, errors } = await openHydrated(withScripts.context, link.href);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    const tile = page.locator(TILE).first();
    await tile.scrollIntoViewIfNeeded();
    await photosSettled(page);
    const [shown] = await tiles(page);
    expect(shown?.state).toBe("photo");
    expect(shown?.img).toMatchObject({ alt: "", loaded: true });
    expect(shown?.img?.src).toMatch(/^\/assets\/demo-products\/[a-z-]+\.svg$/);
    expect(await tile.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(shown?.box).toEqual({ width: 72, height: 72 });
    // No CSP violation or other console error on the way.
    expect(errors).toEqual([]);
    expect((await page.evaluate(probeLayout)).sideways).toBe(0);
    await page.close();
  });

  test("without JavaScript a photo that answers 404 draws nothing over the tile: no broken-image icon", async () => {
    const url = withoutScripts.find("demo", TRACKING).url;
    const page = await withoutScripts.context.newPage();
    const html = await (await page.goto(url))?.text();
    const src = /<span class="portal-product-image"[^>]*>.*?<img src="([^"]+)"/.exec(html ?? "")?.[1];
    if (!src) throw new Error("the first HTML has no product photo");
    await page.close();

    const broken = await withoutScripts.context.newPage();
    const statuses = await photoAnswers404(broken, src);
    await broken.goto(url);
    const tile = broken.locator(TILE).first();
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    expect(statuses).toContain(404);
    await expectNoBrokenImageIcon(tile);
    await broken.close();
  });
});
