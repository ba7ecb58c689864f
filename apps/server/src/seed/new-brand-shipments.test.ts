import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { readTrackOrderResult } from "@portal/core/api";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { shipmentDocument, SHIPMENT_TEMPLATE } from "@portal/tooling/brand-shipments";
import { useTrackingTestServer } from "../testing/tracking-test-server.ts";
import { parseDataFile } from "./data-file.ts";
import { DEMO_COURIERS } from "./demo-brands.ts";
import { addCouriersIfMissing, claimFixedIdBrand } from "@portal/db/repositories/fixed-id-brands";
import { writeFixedIdRows } from "@portal/db/repositories/fixed-id-rows";
import { ShipmentDocumentSchema, shipmentRowsAt } from "./shipment-documents.ts";

// `pnpm new-brand probe-brand` writes data/shipments/probe-brand.json from the template
// (tooling/brands/new-brand.test.ts); here that document, seeded the way the demo seed writes a
// brand's shipments, answers on the new brand's tracking page.

const NOW = new Date("2026-11-21T12:00:00.000Z");
const template = readFileSync(fileURLToPath(new URL(`../../../../${SHIPMENT_TEMPLATE}`, import.meta.url)), "utf8");
const document = parseDataFile("shipments/probe-brand.json", ShipmentDocumentSchema, JSON.parse(shipmentDocument(template, "probe-brand")));

describe.each(testDatabases)("a new brand's demo shipments on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await addCouriersIfMissing(db, DEMO_COURIERS);
      const brand = { id: document.brandId, subdomain: "probe-brand", name: "Probe Brand", brand_package: "default", created_at: NOW.toISOString() };
      await claimFixedIdBrand(db, brand);
      await writeFixedIdRows(db, brand.id, shipmentRowsAt(document, NOW));
    },
  });
  const server = useTrackingTestServer(database, { now: NOW });

  test("its tracking page finds each waybill of the template with its scans", async () => {
    const waybills = document.tables.shipments.rows.map((row) => row[document.tables.shipments.columns.indexOf("waybill")]);
    expect(waybills).toEqual(["PROBEBRAND-TRN-005", "PROBEBRAND-OFD-006", "PROBEBRAND-DLV-008", "PROBEBRAND-FLD-007", "PROBEBRAND-RVP-025"]);
    const answer = await server.client("probe-brand").trackOrder({ waybill: "PROBEBRAND-DLV-008" });
    if (!answer.ok) throw new Error(`track-order failed: ${answer.error.message}`);
    const lookup = readTrackOrderResult(answer.data);
    if (lookup.kind !== "waybill") throw new Error(`expected a waybill entry, got ${lookup.kind}`);
    expect(lookup.entry.latest_status.code).toBe(8);
    expect(lookup.entry.scans.length).toBeGreaterThan(5);
    expect(JSON.stringify(lookup.entry)).not.toContain("{{");
  });
});
