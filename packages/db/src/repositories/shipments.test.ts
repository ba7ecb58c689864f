import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import { newestScans } from "../latest-scan.ts";
import type { Database, NewOrderRow, NewScanRow, NewShipmentRow } from "../schema.ts";
import { writeFixedIdRows } from "./fixed-id-rows.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { findShipmentByWaybill, findShipmentsByOrderId } from "./shipments.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");
const T = NOW.toISOString();

const scan = (shipmentId: string, n: number, code: number, [status, description]: [string, string], scannedAt: string, location = ""): NewScanRow => ({
  id: `${shipmentId}:scan:${n}`,
  shipment_id: shipmentId,
  code,
  status,
  description,
  location,
  remark: null,
  reason_code: null,
  scanned_at: new Date(scannedAt).toISOString(),
});

/** Two brands that both use waybill SHARED-1 (allowed: unique per brand), plus one of their own each, written as the seed writes. */
async function insertFixture(db: Kysely<Database>) {
  await db
    .insertInto("brands")
    .values([
      { id: "b-alpha", subdomain: "alpha", name: "Alpha", brand_package: "default", created_at: T },
      { id: "b-beta", subdomain: "beta", name: "Beta", brand_package: "default", created_at: T },
    ])
    .execute();
  await db.insertInto("couriers").values({ id: "c-1", name: "Courier One", logo_url: null, account_code: "C1" }).execute();
  const order = (id: string, brand: string, orderId: string): NewOrderRow => ({
    id,
    brand_id: brand,
    order_id: orderId,
    order_date: T,
    currency: "INR",
    total_minor: 129_900,
    payment_method: "COD",
    customer_name: "Test Customer",
    customer_pincode: "560001",
    created_at: T,
  });
  // Given out of order, as feeds do; one in another zone offset.
  const scans = [
    scan("s-a-shared", 1, 5, ["In Transit", "In transit"], "2026-11-20T10:00:00+05:30", "Hub"),
    scan("s-a-shared", 2, 1, ["Order Placed", "Order placed"], "2026-11-19T08:00:00Z"),
    scan("s-a-shared", 3, 6, ["Out for Delivery", "Out for delivery"], "2026-11-21T06:00:00Z", "DC"),
    scan("s-a-shared", 4, 4, ["Dispatched", "Dispatched"], "2026-11-19T20:00:00Z"),
    scan("s-b-shared", 1, 8, ["Delivered", "Delivered"], T),
  ];
  const shipment = (id: string, brand: string, orderRef: string, waybill: string | null, createdAt = T): NewShipmentRow => ({
    id,
    brand_id: brand,
    order_ref: orderRef,
    waybill,
    courier_id: waybill ? "c-1" : null,
    order_type: "COD",
    ...newestScans(scans.filter((s) => s.shipment_id === id)),
    created_at: createdAt,
    updated_at: createdAt,
  });
  await writeFixedIdRows(db, "b-alpha", {
    orders: [order("o-a1", "b-alpha", "A-100")],
    shipments: [
      shipment("s-a-shared", "b-alpha", "o-a1", "SHARED-1", "2026-11-20T00:00:00.000Z"),
      shipment("s-a-own", "b-alpha", "o-a1", "ALPHA-ONLY", "2026-11-20T00:00:01.000Z"),
      shipment("s-a-nowaybill", "b-alpha", "o-a1", null, "2026-11-20T00:00:02.000Z"),
    ],
    scans: scans.filter((s) => s.shipment_id.startsWith("s-a-")),
  });
  await writeFixedIdRows(db, "b-beta", {
    orders: [order("o-b1", "b-beta", "B-100"), order("o-b2", "b-beta", "A-100")],
    shipments: [shipment("s-b-shared", "b-beta", "o-b1", "SHARED-1"), shipment("s-b-own", "b-beta", "o-b2", "BETA-ONLY")],
    scans: scans.filter((s) => s.shipment_id.startsWith("s-b-")),
  });
}

describe.each(testDatabases)("shipment repository on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertFixture });

  test("finds a shipment with its courier, order and scans, newest first", async () => {
    const detail = await findShipmentByWaybill(database.db, "b-alpha", "SHARED-1");
    expect(detail?.shipment.id).toBe("s-a-shared");
    expect(detail?.courier).toEqual({ timeZone: null, id: "c-1", name: "Courier One", logoUrl: null, accountCode: "C1" });
    expect(detail?.order.orderId).toBe("A-100");
    expect(detail?.order.customer.pincode).toBe("560001");
    expect(detail?.scans.map((s) => s.code)).toEqual([6, 5, 4, 1]);
    expect(detail?.scans[1]?.scannedAt).toBe("2026-11-20T04:30:00.000Z");
    expect(detail?.shipment.latest).toEqual({
      code: 6,
      status: "Out for Delivery",
      description: "Out for delivery",
      location: "DC",
      scannedAt: "2026-11-21T06:00:00.000Z",
    });
    expect(detail?.shipment.isReverse).toBe(false);
  });

  test("never returns another brand's shipment", async () => {
    expect(await findShipmentByWaybill(database.db, "b-beta", "ALPHA-ONLY")).toBeUndefined();
    expect(await findShipmentByWaybill(database.db, "b-alpha", "BETA-ONLY")).toBeUndefined();
    expect(await findShipmentByWaybill(database.db, "no-such-brand", "SHARED-1")).toBeUndefined();
    // The same waybill under two brands: each brand sees only its own, with its own scans.
    const beta = await findShipmentByWaybill(database.db, "b-beta", "SHARED-1");
    expect(beta?.shipment.id).toBe("s-b-shared");
    expect(beta?.order.brandId).toBe("b-beta");
    expect(beta?.scans.map((s) => s.code)).toEqual([8]);
  });

  test("finds an order's shipments, oldest first, including one without a waybill yet", async () => {
    const result = await findShipmentsByOrderId(database.db, "b-alpha", "A-100");
    expect(result?.order.id).toBe("o-a1");
    expect(result?.shipments.map((s) => s.shipment.id)).toEqual(["s-a-shared", "s-a-own", "s-a-nowaybill"]);
    expect(result?.shipments[0]?.scans.map((s) => s.code)).toEqual([6, 5, 4, 1]);
    expect(result?.shipments[2]?.courier).toBeNull();
    expect(result?.shipments[2]?.shipment.latest).toBeNull();
  });

  test("order numbers are per brand too", async () => {
    // Beta also has an order numbered A-100: each brand gets its own.
    const beta = await findShipmentsByOrderId(database.db, "b-beta", "A-100");
    expect(beta?.shipments.map((s) => s.shipment.id)).toEqual(["s-b-own"]);
    expect(await findShipmentsByOrderId(database.db, "b-alpha", "B-100")).toBeUndefined();
  });

  test("the database itself refuses a duplicate scan", async () => {
    const scan = {
      shipment_id: "s-b-own",
      code: 4,
      status: "Dispatched",
      description: "Dispatched",
      scanned_at: "2026-11-20T10:00:00.000Z",
    };
    await database.db
      .insertInto("scans")
      .values({ id: "scan-1", ...scan })
      .execute();
    await expect(
      database.db
        .insertInto("scans")
        .values({ id: "scan-2", ...scan })
        .execute(),
    ).rejects.toThrow();
  });

  /** Inserts a COD shipment of beta's, by id, order and waybill. */
  const insertBetaShipment = (id: string, orderRef: string, waybill: string) =>
    database.db
      .insertInto("shipments")
      .values({ id, brand_id: "b-beta", order_ref: orderRef, waybill, order_type: "COD", created_at: T, updated_at: T })
      .execute();

  test("the database refuses a second shipment with the brand's waybill", async () => {
    await expect(insertBetaShipment("dup", "o-b1", "BETA-ONLY")).rejects.toThrow();
  });

  test("the database refuses a shipment pointing at another brand's order", async () => {
    await expect(insertBetaShipment("cross", "o-a1", "CROSS-1")).rejects.toThrow();
  });
});
