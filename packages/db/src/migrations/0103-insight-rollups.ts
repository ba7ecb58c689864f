import type { Kysely, Migration } from "kysely";
import { BRAND_DAY, columnsOf, createIndex, createKeyedTable, createTable, integerDefault, ownerKey, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * Daily roll-ups behind the admin console's Insights pages (docs/insights.md): one row per brand,
 * day and combination of the dimensions a page groups by, holding counts and sums only. They are
 * rebuilt per (brand, day) from the raw rows by `refreshInsights` (packages/db/src/insights),
 * which keeps a per-brand watermark of the source rows' `updated_at` it has read. Portable DDL.
 */
export const insightRollupTables: Migration = {
  async up(db: Kysely<any>) {
    await createWideShipmentRollups(db);

    // Return and exchange requests by request day.
    await createKeyedTable(
      db,
      "insight_return_days",
      {
        ...BRAND_DAY,
        ...columnsOf(requiredText, "kind", "refund_mode", "stage"),
        requests: requiredInteger,
        refund_minor: integerDefault(0),
        refunded: integerDefault(0),
        refund_hours: integerDefault(0),
      },
      ["brand_id", "day", "kind", "refund_mode", "stage"],
    ).execute();

    // Returned item lines by request day.
    await createKeyedTable(
      db,
      "insight_return_item_days",
      {
        ...BRAND_DAY,
        ...columnsOf(requiredText, "kind", "item"),
        reason_id: requiredInteger,
        lines: requiredInteger,
        units: requiredInteger,
      },
      ["brand_id", "day", "kind", "item", "reason_id"],
    ).execute();

    // Delivery ratings by rating day, on 0-10.
    await createKeyedTable(
      db,
      "insight_rating_days",
      {
        ...BRAND_DAY,
        courier_id: requiredText,
        score: requiredInteger,
        ratings: requiredInteger,
        commented: integerDefault(0),
      },
      ["brand_id", "day", "courier_id", "score"],
    ).execute();

    // Answers to the brand's feedback questions, by rating day.
    await createKeyedTable(
      db,
      "insight_answer_days",
      {
        ...BRAND_DAY,
        ...columnsOf(requiredText, "question", "answer"),
        answers: requiredInteger,
      },
      ["brand_id", "day", "question", "answer"],
    ).execute();

    // How far each brand's roll-ups have read the source rows (their updated_at).
    await createTable(db, "insight_watermarks", {
      brand_id: ownerKey("brands.id"),
      read_through: requiredText,
    }).execute();

    // The refresh finds changed rows by brand and updated_at, and a day's shipments by ship_date.
    await createIndex(db, "shipments_brand_updated", "shipments", ["brand_id", "updated_at"]);
    await createIndex(db, "shipments_brand_ship_date", "shipments", ["brand_id", "ship_date"]);
    await createIndex(db, "return_requests_brand_updated", "return_requests", ["brand_id", "updated_at"]);
    await createIndex(db, "courier_ratings_brand_updated", "courier_ratings", ["brand_id", "updated_at"]);
    await createIndex(db, "customer_feeds_brand_updated", "customer_feeds", ["brand_id", "updated_at"]);
  },
  async down(db: Kysely<any>) {
    for (const index of [
      "shipments_brand_updated",
      "shipments_brand_ship_date",
      "return_requests_brand_updated",
      "courier_ratings_brand_updated",
      "customer_feeds_brand_updated",
    ])
      await db.schema.dropIndex(index).ifExists().execute();
    for (const table of [
      "insight_watermarks",
      "insight_answer_days",
      "insight_rating_days",
      "insight_return_item_days",
      "insight_return_days",
      "insight_failure_days",
      "insight_delivery_days",
    ])
      await db.schema.dropTable(table).ifExists().execute();
  },
};

/**
 * The first shipment roll-ups, keyed by every dimension at once; migration 0112 replaces them
 * with one narrow roll-up per question and recreates these when it is rolled back.
 */
export async function createWideShipmentRollups(db: Kysely<any>): Promise<void> {
  // Forward shipments by dispatch day (ship_date, else created_at).
  await createKeyedTable(
    db,
    "insight_delivery_days",
    {
      ...BRAND_DAY,
      ...columnsOf(requiredText, "courier_id", "state", "pincode_prefix", "stage"),
      // 1 delivered on or before the EDD shown, 0 after it, -1 not delivered or no EDD.
      on_time: requiredInteger,
      // 1 delivered with no failed attempt before.
      first_attempt: requiredInteger,
      // Whole days from dispatch to delivery, -1 when not delivered.
      transit_days: requiredInteger,
      shipments: requiredInteger,
    },
    ["brand_id", "day", "courier_id", "state", "pincode_prefix", "stage", "on_time", "first_attempt", "transit_days"],
  ).execute();

  // Shipments with at least one failed delivery (forward) or failed pickup (reverse), by dispatch day.
  await createKeyedTable(
    db,
    "insight_failure_days",
    {
      ...BRAND_DAY,
      ...columnsOf(requiredText, "direction", "courier_id", "pincode"),
      reason_code: requiredInteger,
      // "none", "accept" or "reject": the shopper's answer to the latest failure.
      ...columnsOf(requiredText, "answer", "outcome"),
      shipments: requiredInteger,
      // Minutes from the failure scan to the answer, summed over the answered shipments.
      answer_minutes: integerDefault(0),
    },
    ["brand_id", "day", "direction", "courier_id", "pincode", "reason_code", "answer", "outcome"],
  ).execute();
}
