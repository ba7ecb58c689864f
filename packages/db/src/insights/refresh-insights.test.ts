import type { Kysely } from "kysely";
import { describe, expect, test } from "vitest";
import type { Database } from "../schema.ts";
import { testDatabases, useTestDatabase } from "../testing/test-databases.ts";
import { refreshInsights } from "./refresh-insights.ts";

// The shipment roll-ups are narrow: a day holds one row per value of each facet, so adding
// shipments with the same couriers, states, pincodes and outcomes adds no rows; each shipment
// counts once in every facet. (Figures against raw rows: apps/server insight-routes.test.ts.)

const NOW = new Date("2026-11-21T12:00:00.000Z");
const BRAND = "b-narrow";
const COURIERS = ["c-swift", "c-wing", "c-coast"];
const STATES = ["Karnataka", "Delhi"];
const DAY = "2026-11-10";

/** Shipments dispatched on DAY, imported (updated_at) at `writtenAt`. */
async function addShipments(db: Kysely<Database>, from: number, count: number, writtenAt: Date): Promise<void> {
  const ids = Array.from({ length: count }, (_, k) => from + k);
  const at = (hours: number) => new Date(Date.parse(`${DAY}T06:00:00.000Z`) + hours * 3_600_000).toISOString();
  await db
    .insertInto("orders")
    .values(
      ids.map((i) => ({
        id: `o${i}`,
        brand_id: BRAND,
        order_id: `ORD-${i}`,
        order_date: at(0),
        currency: "INR",
        total_minor: 1000,
        payment_method: "PREPAID",
        customer_name: "Shopper",
        customer_state: STATES[i % 2]!,
        // Four pincodes under two prefixes.
        customer_pincode: ["560001", "560002", "110001", "110002"][i % 4]!,
        created_at: at(0),
      })),
    )
    .execute();
  await db
    .insertInto("shipments")
    .values(
      ids.map((i) => ({
        id: `s${i}`,
        brand_id: BRAND,
        order_ref: `o${i}`,
        waybill: `W${i}`,
        courier_id: COURIERS[i % 3]!,
        order_type: "PREPAID",
        ship_date: at(0),
        is_reverse: 0,
        edd: "2026-11-13",
        // Delivered on day 2 or 4 (on time or late), or still in transit.
        latest_code: i % 5 === 4 ? 5 : 8,
        latest_status: "status",
        latest_scanned_at: at(i % 2 === 0 ? 48 : 96),
        created_at: at(0),
        updated_at: writtenAt.toISOString(),
      })),
    )
    .execute();
  // Every seventh shipment had a failed attempt first (reason 1 or 2).
  const failing = ids.filter((i) => i % 7 === 0);
  if (failing.length > 0)
    await db
      .insertInto("scans")
      .values(
        failing.map((i) => ({
          id: `f${i}`,
          shipment_id: `s${i}`,
          code: 7,
          status: "Failed attempt",
          description: "Customer not available",
          location: "",
          reason_code: 1 + (i % 2),
          scanned_at: at(24),
        })),
      )
      .execute();
}

async function facetRows(db: Kysely<Database>, table: "insight_delivery_facets" | "insight_failure_facets") {
  return db
    .selectFrom(table)
    .select(["facet", "key", "shipments"])
    .where("brand_id", "=", BRAND)
    .where("day", "=", DAY)
    .orderBy("facet")
    .orderBy("key")
    .execute();
}

describe.each(testDatabases)("narrow Insights roll-ups on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: async (db) => {
      await db
        .insertInto("brands")
        .values({ id: BRAND, subdomain: "narrow", name: "Narrow", brand_package: "default", created_at: NOW.toISOString() })
        .execute();
      await db
        .insertInto("couriers")
        .values(COURIERS.map((id) => ({ id, name: id, logo_url: null, account_code: id })))
        .execute();
    },
  });

  test("a day holds one row per facet value whatever the shipment count, each shipment once per facet", async () => {
    const db = database.db;
    await addShipments(db, 0, 60, NOW);
    await refreshInsights(db, BRAND, { now: NOW });
    const delivery = await facetRows(db, "insight_delivery_facets");
    const failure = await facetRows(db, "insight_failure_facets");

    const later = new Date(NOW.getTime() + 3_600_000);
    await addShipments(db, 60, 540, later);
    await refreshInsights(db, BRAND, { now: later });
    const deliveryAfter = await facetRows(db, "insight_delivery_facets");
    const failureAfter = await facetRows(db, "insight_failure_facets");

    const keys = (rows: Array<{ facet: string; key: string }>) => rows.map((r) => `${r.facet}:${r.key}`);
    // 3 couriers + 2 states + 2 prefixes + 2 stages + 2 transit lengths.
    expect(deliveryAfter).toHaveLength(11);
    expect(keys(deliveryAfter)).toEqual(keys(delivery));
    expect(keys(failureAfter)).toEqual(keys(failure));
    // Failures: couriers, reasons 1 and 2, answer "none", outcomes, failing pincodes.
    expect(keys(failureAfter)).toEqual([
      "answer:none",
      "courier:c-coast",
      "courier:c-swift",
      "courier:c-wing",
      "outcome:none/delivered",
      "outcome:none/open",
      "pincode:110001",
      "pincode:110002",
      "pincode:560001",
      "pincode:560002",
      "reason:1",
      "reason:2",
    ]);

    const sumOf = (rows: Array<{ facet: string; shipments: number }>, facet: string) =>
      rows.filter((r) => r.facet === facet).reduce((sum, r) => sum + Number(r.shipments), 0);
    for (const facet of ["courier", "state", "pincode-prefix", "stage"]) expect(sumOf(deliveryAfter, facet)).toBe(600);
    expect(sumOf(deliveryAfter, "transit-days")).toBe(480);
    for (const facet of ["courier", "reason", "answer", "outcome", "pincode"]) expect(sumOf(failureAfter, facet)).toBe(86);
  });
});
