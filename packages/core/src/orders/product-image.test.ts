import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { validateRequest } from "../api/request-validation.ts";
import { ImportDocumentSchema } from "../import/import-document.ts";
import { productImageSrc, productInitials } from "./product-image-src.ts";
import { ProductImageUrlSchema } from "./product-image.ts";

const scan = { code: 1, status: "Placed", timestamp: "2024-05-01T10:00:00Z" };
const shipmentWith = (image_url: unknown) => ({
  version: 1,
  shipments: [{ brand: "acme", waybill: "W1", scans: [scan], additional: { order_detail: [{ title: "Kurta", image_url }] } }],
});
const returnOrderWith = (image_url: unknown) => ({
  version: 1,
  return_orders: [{ brand: "acme", awb: "W1", item_info: [{ id: 1, price: 500, eligible_quantity_can_be_return: 1, image_url }] }],
});
const REFUSED = "image_url must be an https:// web address of the product's photo.";

describe("a product's photo address in order data", () => {
  test.each(["https://cdn.acme.example/p/kurta.webp", "  https://cdn.acme.example/p/kurta.jpg?w=160  ", "https://img.example:8443/a.png"])(
    "keeps an https address: %s",
    (url) => {
      expect(v.parse(ProductImageUrlSchema, url)).toBe(url.trim());
    },
  );

  test.each([undefined, null, "", "   "])("treats %j as no photo", (value) => {
    expect(v.parse(ProductImageUrlSchema, value) ?? "").toBe("");
  });

  test.each([
    ["plain http (mixed content on the page)", "http://cdn.acme.example/kurta.jpg"],
    ["a script", "javascript:alert(1)"],
    ["an inline image", "data:image/png;base64,AA=="],
    ["a relative path", "/images/kurta.jpg"],
    ["no scheme", "cdn.acme.example/kurta.jpg"],
    ["credentials in the address", "https://user:secret@cdn.acme.example/kurta.jpg"],
    ["a space inside", "https://cdn.acme.example/my kurta.jpg"],
    ["an address longer than 2048 characters", `https://cdn.acme.example/${"a".repeat(2048)}.jpg`],
    ["a number", 42],
  ])("refuses %s", (_name, value) => {
    expect(validateRequest(ProductImageUrlSchema, value)).toEqual({ ok: false, message: REFUSED });
  });

  test("an import document's shipment item and return item are checked, naming where", () => {
    expect(validateRequest(ImportDocumentSchema, shipmentWith("http://cdn.acme.example/k.jpg"))).toEqual({
      ok: false,
      message: `shipments.0.additional.order_detail.0.image_url: ${REFUSED}`,
    });
    expect(validateRequest(ImportDocumentSchema, returnOrderWith("ftp://cdn.acme.example/k.jpg"))).toEqual({
      ok: false,
      message: `return_orders.0.item_info.0.image_url: ${REFUSED}`,
    });
    const parsed = v.parse(ImportDocumentSchema, shipmentWith(" https://cdn.acme.example/k.jpg "));
    expect(parsed.shipments[0]?.additional.order_detail[0]?.image_url).toBe("https://cdn.acme.example/k.jpg");
    expect(v.parse(ImportDocumentSchema, returnOrderWith(null)).return_orders[0]?.item_info[0]?.image_url).toBe("");
  });
});

describe("which stored image a page loads", () => {
  test.each([
    ["https://cdn.acme.example/k.webp", "https://cdn.acme.example/k.webp"],
    ["/assets/demo-products/bottle.svg", "/assets/demo-products/bottle.svg"],
    ["data:image/svg+xml,%3Csvg%3E", undefined],
    ["http://cdn.acme.example/k.webp", undefined],
    ["//evil.example/k.webp", undefined],
    ["/\\evil.example/k.webp", undefined],
    ["javascript:alert(1)", undefined],
    ["data:text/html,<b>x</b>", undefined],
    ["", undefined],
    [null, undefined],
  ])("%j loads %j", (value, expected) => {
    expect(productImageSrc(value)).toBe(expected);
  });
});

describe("the initials tile's letters", () => {
  test.each([
    ["Linen Shirt, Sand", "LS"],
    ["Yoga Mat, 6 mm", "YM"],
    ["kurta", "K"],
    ["Block-Print Cushion Covers", "BP"],
    ["  ", ""],
    ["عطر العود", "عا"],
  ])("%j gives %j", (title, expected) => {
    expect(productInitials(title)).toBe(expected);
  });
});
