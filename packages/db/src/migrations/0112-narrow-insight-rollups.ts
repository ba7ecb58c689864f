import type { Kysely, Migration } from "kysely";
import { createWideShipmentRollups } from "./0103-insight-rollups.ts";
import { createIndex, createKeyedTable, integerDefault, owner, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * Narrow shipment roll-ups (issue 37, docs/insights.md): one row per brand, facet (the one
 * dimension a page question groups by: courier, state, stage…), day and value of that dimension.
 * The wide tables of 0103 were keyed by every dimension at once and held nearly a row per
 * shipment, so page time grew with shipments; these hold a few rows per facet and day whatever
 * the volume. The key starts with the facet so each page question reads one contiguous range.
 * Dropping the watermarks makes the next refresh rebuild every day into the new tables. Also an
 * index for the Voice page's newest comments, which it reads from the ratings themselves.
 */
export const narrowInsightRollups: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.dropTable("insight_delivery_days").ifExists().execute();
    await db.schema.dropTable("insight_failure_days").ifExists().execute();

    // Forward shipments by dispatch day, per facet value.
    await createKeyedTable(
      db,
      "insight_delivery_facets",
      {
        brand_id: owner("brands.id"),
        facet: requiredText,
        day: requiredText,
        key: requiredText,
        shipments: requiredInteger,
        // Delivered with a shown EDD, and of those on or before it.
        measured: integerDefault(0),
        on_time: integerDefault(0),
        // Delivered with no failed attempt before.
        first_attempt: integerDefault(0),
      },
      ["brand_id", "facet", "day", "key"],
    ).execute();

    // Shipments with a failed delivery (forward) or pickup (reverse), by dispatch day, per facet value.
    await createKeyedTable(
      db,
      "insight_failure_facets",
      {
        brand_id: owner("brands.id"),
        facet: requiredText,
        day: requiredText,
        key: requiredText,
        shipments: requiredInteger,
        // Minutes from the first failure scan to the shopper's answer, summed over answered shipments.
        answer_minutes: integerDefault(0),
      },
      ["brand_id", "facet", "day", "key"],
    ).execute();

    // The Voice page's newest comments of a period: read newest first, stopping at the 20th.
    await createIndex(db, "courier_ratings_brand_created", "courier_ratings", ["brand_id", "created_at"]);

    await db.deleteFrom("insight_watermarks").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("courier_ratings_brand_created").ifExists().execute();
    await db.schema.dropTable("insight_failure_facets").ifExists().execute();
    await db.schema.dropTable("insight_delivery_facets").ifExists().execute();
    await createWideShipmentRollups(db);
    await db.deleteFrom("insight_watermarks").execute();
  },
};
