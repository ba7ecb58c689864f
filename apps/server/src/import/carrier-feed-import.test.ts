import { readFileSync } from "node:fs";
import { validateImportRecords, type ImportDocumentInput } from "@portal/core/import";
import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import type { Database } from "@portal/db/schema";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { importDocument } from "./import-document.ts";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { acmeDocument } from "./import-test-documents.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

/** Imports as the CLI and the HTTP ingest do: record by record, valid ones written unless atomic. */
function run(db: Kysely<Database>, input: unknown, { atomic = false } = {}) {
  const records = validateImportRecords(input);
  if (!records.ok) throw new Error(records.message);
  return importDocument(db, records.document, { now: NOW, atomic, origin: records.origin, rejected: records.rejected });
}

const zoneLessFeed = () => JSON.parse(readFileSync(new URL("./fixtures/zone-less-feed.json", import.meta.url), "utf8")) as ImportDocumentInput;

async function acme(db: Kysely<Database>, waybill: string) {
  const brand = await findBrandBySubdomain(db, "acme");
  return brand && findShipmentByWaybill(db, brand.id, waybill);
}

describe.each(testDatabases)("carrier feeds on $label", (target) => {
  const database = useTestDatabase(target, { setup: (db) => run(db, acmeDocument()) });

  test("a 6-shipment feed with 4 bad records answers with the 4 errors and stores the 2 good ones", async () => {
    const scan = { code: 1, status: "Placed", description: "Placed", timestamp: "2026-11-20T10:00:00Z" };
    const summary = await run(database.db, {
      version: 1,
      shipments: [
        { brand: "acme", waybill: "OK-1", order_id: "O-1", scans: [scan] },
        { brand: "acme", waybill: "BAD-1", scans: [{ ...scan, timestamp: "20/11/2026" }] },
        { brand: "ghost", waybill: "BAD-2", scans: [scan] },
        { brand: "acme", waybill: "BAD-3", scans: [{ ...scan, timestamp: "2026-11-20 10:00" }], cp_id: 42 },
        { brand: "acme", waybill: "OK-2", order_id: "O-2", scans: [scan] },
        { brand: "acme", waybill: "BAD-4", scans: [{ ...scan, code: 2.5 }] },
      ],
    });
    expect(summary).toMatchObject({ shipments_created: 2, rejected: 4 });
    expect(summary.errors.map((e) => e.path).sort()).toEqual([
      "shipments.1.scans.0.timestamp",
      "shipments.2.brand",
      "shipments.3.scans.0.timestamp",
      "shipments.5.scans.0.code",
    ]);
    expect(summary.errors.find((e) => e.path === "shipments.3.scans.0.timestamp")?.message).toMatch(/has no time zone/);
    expect((await acme(database.db, "OK-1"))?.scans).toHaveLength(1);
    expect((await acme(database.db, "OK-2"))?.scans).toHaveLength(1);
    expect(await acme(database.db, "BAD-3")).toBeUndefined();
  });

  test("a brand without a zone reads zone-less times in its country's zone, and the import says which", async () => {
    const brand = acmeDocument().brands![0]!;
    const summary = await run(database.db, {
      version: 1,
      brands: [{ ...brand, theme: { ...brand.theme, config: { currency: "INR", country: "IN" } } }],
      shipments: [
        { brand: "acme", waybill: "IN-ZONE-1", scans: [{ code: 5, status: "In transit", description: "Reached hub", timestamp: "2026-11-20 08:52:00" }] },
        { brand: "acme", waybill: "IN-ZONE-2", scans: [{ code: 5, status: "In transit", description: "Reached hub", timestamp: "2026-11-20 09:52:00" }] },
      ],
    });
    expect(summary).toMatchObject({ shipments_created: 2, rejected: 0 });
    // 08:52 in India is 03:22 UTC (not 08:52 UTC).
    expect((await acme(database.db, "IN-ZONE-1"))?.scans[0]?.scannedAt).toBe("2026-11-20T03:22:00.000Z");
    // One warning per brand and import, naming the zone used.
    expect(summary.warnings).toEqual([
      { path: "shipments.0", message: expect.stringMatching(/^times without a zone are read in Asia\/Kolkata, the zone of brand "acme"'s country \(IN\)/) },
    ]);
  });

  test("all or nothing refuses the same feed as a whole, listing every error", async () => {
    const scan = { code: 1, status: "Placed", description: "Placed", timestamp: "2026-11-20T10:00:00Z" };
    const feed = {
      version: 1,
      shipments: [
        { brand: "acme", waybill: "AT-1", scans: [scan] },
        { brand: "ghost", waybill: "AT-2", scans: [scan] },
        { brand: "acme", waybill: "AT-3", scans: [{ ...scan, timestamp: "x" }] },
      ],
    };
    const refused = await run(database.db, feed, { atomic: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImportRejectedError);
    expect((refused as ImportRejectedError).rejections.map((r) => r.path)).toEqual(["shipments.2.scans.0.timestamp", "shipments.1.brand"]);
    expect(await acme(database.db, "AT-1")).toBeUndefined();
  });

  test("zone-less times are read in the courier's zone from the catalogue; courier names come from it", async () => {
    const summary = await run(database.db, zoneLessFeed());
    expect(summary).toMatchObject({ couriers_saved: 2, shipments_created: 2, rejected: 0 });
    const ist = await acme(database.db, "IST-1");
    // 08:40 IST is 03:10 UTC; two scans at the same instant with different texts are both kept.
    expect(
      ist?.scans
        .filter((s) => s.scannedAt === "2026-11-20T03:10:00.000Z")
        .map((s) => s.description)
        .sort(),
    ).toEqual(["Left the sorting hub", "Reached the sorting hub"]);
    expect(ist?.order.orderDate).toBe("2026-11-18T03:30:00.000Z");
    expect(ist?.courier).toMatchObject({ name: "Swift Couriers", timeZone: "Asia/Kolkata" });
    expect(ist?.shipment.failureReasonCode).toBe(1);
    expect(ist?.scans[0]?.reasonCode).toBe(1);
    expect(ist?.shipment.edd).toEqual({ date: "2026-11-23", messageId: 1, message: null, from: "2026-11-22", to: "2026-11-24" });
    const gulf = await acme(database.db, "GST-1");
    expect(gulf?.scans[0]?.scannedAt).toBe("2026-11-19T06:00:00.000Z");
    expect(gulf?.courier?.name).toBe("Gulf Express");
    // Re-sending is idempotent.
    expect(await run(database.db, zoneLessFeed())).toMatchObject({ shipments_unchanged: 2, scans_added: 0 });
  });

  test("a later feed's zone-less times use the stored courier zone, else the brand's theme zone", async () => {
    const brandZoned = acmeDocument({ waybill: "BZ-1" });
    brandZoned.brands![0]!.theme.config = { currency: "USD", time_zone: "Asia/Kolkata" };
    brandZoned.shipments![0]!.cp_id = 77;
    brandZoned.shipments![0]!.order_id = "BZ-ORDER";
    brandZoned.shipments![0]!.scans = [{ code: 1, status: "Placed", timestamp: "2026-11-20 10:00" }];
    brandZoned.shipments![0]!.config = {};
    await run(database.db, brandZoned);
    expect((await acme(database.db, "BZ-1"))?.scans[0]?.scannedAt).toBe("2026-11-20T04:30:00.000Z");

    await run(database.db, { version: 1, shipments: [{ brand: "acme", waybill: "CZ-1", cp_id: 9, scans: [{ code: 1, timestamp: "2026-11-20 10:00" }] }] });
    expect((await acme(database.db, "CZ-1"))?.scans[0]?.scannedAt).toBe("2026-11-20T06:00:00.000Z");
  });

  test("an update without order_id keeps the shipment's order", async () => {
    await run(database.db, {
      version: 1,
      shipments: [{ brand: "acme", waybill: "ACME-1001", scans: [{ code: 6, status: "Out for Delivery", timestamp: "2026-11-21T06:00:00Z" }] }],
    });
    const detail = await acme(database.db, "ACME-1001");
    expect(detail?.order.orderId).toBe("A-1001");
    const brand = await findBrandBySubdomain(database.db, "acme");
    expect(await findShipmentsByOrderId(database.db, brand!.id, "ACME-1001")).toBeUndefined();
    expect((await findShipmentsByOrderId(database.db, brand!.id, "A-1001"))?.shipments.map((s) => s.shipment.waybill)).toContain("ACME-1001");
  });
});
