import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { DEMO_BRANDS, DEMO_PRODUCT_PHOTO_PATH, DEMO_STORE } from "./demo-brands.ts";

// Issue 33 item 17: the demo store's products show pictures the portal serves itself.
const publicDir = fileURLToPath(new URL("../../../portal/public", import.meta.url));
const photos = DEMO_BRANDS.flatMap((brand) => brand.products.map((product) => product.image)).filter((image) => image.startsWith("/"));

test("the demo store's products all have a picture on the portal's own origin", () => {
  expect(DEMO_STORE.products.map((product) => product.image.startsWith(DEMO_PRODUCT_PHOTO_PATH))).toEqual(DEMO_STORE.products.map(() => true));
});

test.each(photos)("%s is a small SVG file the portal's build serves", (path) => {
  const file = `${publicDir}${path}`;
  expect(existsSync(file)).toBe(true);
  const svg = readFileSync(file, "utf8");
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"')).toBe(true);
  // An image never runs script, but the file is also opened on its own: keep it inert.
  expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  expect(Buffer.byteLength(svg)).toBeLessThan(1024);
});
