import { describe, expect, test } from "vitest";
import demo from "./data/shipments/demo.json" with { type: "json" };
import { parseDataFile } from "./data-file.ts";
import { ShipmentDocumentSchema } from "./shipment-documents.ts";

describe("a demo data file checked at load", () => {
  test("a broken row is named by file, row and problem, every problem at once", () => {
    const { scans, shipments } = demo.tables;
    const broken = {
      ...demo,
      tables: {
        ...demo.tables,
        // A scan one value short, and a shipment of another brand.
        scans: { ...scans, rows: [...scans.rows.slice(0, 2), scans.rows[2]!.slice(1)] },
        shipments: { ...shipments, rows: [shipments.rows[0]!.map((cell, i) => (i === 1 ? "brand-kestrel" : cell))] },
      },
    };
    expect(() => parseDataFile("shipments/demo.json", ShipmentDocumentSchema, broken)).toThrow(
      /data\/shipments\/demo\.json is invalid:\n {2}tables\.scans: row 2 has 7 values for 8 columns/,
    );
  });

  test("a row of another brand or a scan of a shipment not in the file is named", () => {
    const { scans, shipments } = demo.tables;
    const stray = {
      ...demo,
      tables: { ...demo.tables, shipments: { ...shipments, rows: [shipments.rows[0]!.map((cell, i) => (i === 1 ? "brand-kestrel" : cell))] }, scans },
    };
    expect(() => parseDataFile("shipments/demo.json", ShipmentDocumentSchema, stray)).toThrow(
      /shipments\/demo\.json is invalid:\n {2}\(the whole file\): shipments row 0: brand_id "brand-kestrel"; scans row \d+: shipment_id "brand-demo:shipment:/,
    );
  });

  test("a file that is right parses to its rows", () => {
    expect(parseDataFile("shipments/demo.json", ShipmentDocumentSchema, demo).tables.shipments.rows).toHaveLength(demo.tables.shipments.rows.length);
  });
});
