import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import returnOrders from "./data/demo-return-orders.json" with { type: "json" };
import template from "./data/package-brand-shipments.template.json" with { type: "json" };
import { SHIPMENT_DOCUMENTS, shipmentRowsAt } from "./shipment-documents.ts";

// Issue 33 item 17: every demo brand's products show pictures the portal serves itself
// (apps/portal/public/assets/demo-products, served at /assets/demo-products/), one per kind of product.
const publicDir = fileURLToPath(new URL("../../../portal/public", import.meta.url));
const imagesOf = (brandId: string) => {
  const document = SHIPMENT_DOCUMENTS.get(brandId);
  return document ? shipmentRowsAt(document, new Date()).shipments.map((s) => s.product_image_url ?? "") : [];
};
const photos = [...new Set([...SHIPMENT_DOCUMENTS.keys()].flatMap(imagesOf).filter((image) => image.startsWith("/")))];

test.each([...SHIPMENT_DOCUMENTS.keys()])("%s's products all have a picture on the portal's own origin", (brandId) => {
  const images = imagesOf(brandId);
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((image) => !image.startsWith("/assets/demo-products/"))).toEqual([]);
});

test("the returns demo's items and a new brand's template carry the same pictures", () => {
  const items = returnOrders.tables.return_order_items;
  const image = items.columns.indexOf("image");
  const itemImages = items.rows.map((row) => String(row[image]));
  expect(itemImages.length).toBeGreaterThan(0);
  expect(itemImages.filter((path) => !photos.includes(path))).toEqual([]);
  const shipments = template.tables.shipments;
  const templateImages = shipments.rows.map((row) => String(row[shipments.columns.indexOf("product_image_url")]));
  expect(templateImages.filter((path) => !photos.includes(path))).toEqual([]);
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
