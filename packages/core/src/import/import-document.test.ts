import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { validateRequest } from "../api/request-validation.ts";
import { ImportDocumentSchema } from "./import-document.ts";

const scan = { code: 1, status: "Placed", timestamp: "2024-05-01T10:00:00Z" };
const doc = {
  version: 1,
  brands: [{ subdomain: "acme", enterprise: "Acme Retail", theme: { name: "Acme", tokens: { primary: "#123456" } } }],
  shipments: [{ brand: "acme", waybill: "W1", security_key: "K", scans: [scan, { ...scan, code: 4, timestamp: "2024-05-02T10:00:00Z" }] }],
  return_orders: [{ brand: "acme", awb: "W1", item_info: [{ id: 1, price: 500, eligible_quantity_can_be_return: 1 }] }],
};

describe("import document", () => {
  test("a complete document parses with defaults filled", () => {
    const parsed = v.parse(ImportDocumentSchema, doc);
    expect(parsed.brands[0]?.return_reasons).toEqual([]);
    expect(parsed.shipments[0]?.latest_status).toBeUndefined();
    expect(parsed.shipments[0]?.config.enable_rating).toBe(true);
    expect(parsed.return_orders[0]?.currency_code).toBe("INR");
  });

  test("every list is optional", () => {
    expect(v.parse(ImportDocumentSchema, { version: 1 })).toEqual({ version: 1, brands: [], couriers: [], shipments: [], return_orders: [] });
  });

  test.each<[string, unknown, string]>([
    ["a wrong version", { ...doc, version: 2 }, "version must be 1."],
    [
      "a bad subdomain",
      { ...doc, brands: [{ subdomain: "Acme!", theme: { name: "A" } }] },
      "brands.0.subdomain: subdomain must be one lowercase DNS label, e.g. acme or acme-uk.",
    ],
    ["a brand twice", { ...doc, brands: [...doc.brands, ...doc.brands] }, "Each brand subdomain may appear only once."],
    ["a waybill twice", { ...doc, shipments: [...doc.shipments, ...doc.shipments] }, "Each waybill may appear only once per brand."],
    ["a shipment without scans", { ...doc, shipments: [{ brand: "acme", waybill: "W2" }] }, "shipments.0: A shipment needs scans or a latest_status."],
    ["a scan without timestamp", { ...doc, shipments: [{ brand: "acme", waybill: "W2", scans: [{ code: 1 }] }] }, "shipments.0.scans.0.timestamp is required."],
    ["a theme without name", { ...doc, brands: [{ subdomain: "acme", theme: {} }] }, "brands.0.theme.name is required."],
  ])("rejects %s", (_name, input, message) => {
    expect(validateRequest(ImportDocumentSchema, input)).toEqual({ ok: false, message });
  });

  test("the same waybill under two brands is fine", () => {
    const two = { ...doc, shipments: [doc.shipments[0], { ...doc.shipments[0], brand: "other" }] };
    expect(v.safeParse(ImportDocumentSchema, two).success).toBe(true);
  });
});
