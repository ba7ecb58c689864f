import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { NewContactUpdateRow, NewCourierRatingRow, NewCustomerFeedRow } from "../schema-tracking-feeds.ts";
import { fromExcluded, statementSlices } from "./upsert-rows.ts";

/** Shoppers' concerns, ratings and contact updates with fixed keys (the demo's, the test fixtures'). */
export interface FixedIdTrackingRows {
  customer_feeds: NewCustomerFeedRow[];
  courier_ratings: NewCourierRatingRow[];
  contact_updates: NewContactUpdateRow[];
}

/**
 * Upserts them by their keys (shipment and issue; shipment): a repeated seed moves their times along with
 * `now`; a concern keeps the id it was first stored with.
 */
export async function upsertFixedIdTrackingRows(db: Kysely<Database>, rows: FixedIdTrackingRows): Promise<void> {
  const feedColumns = [
    "answer",
    "preferred_date",
    "preferred_time",
    "phone_number",
    "address",
    "drop_pincode",
    "landmark",
    "comment",
    "created_at",
    "updated_at",
  ] as const;
  for (const part of statementSlices(rows.customer_feeds)) {
    await db
      .insertInto("customer_feeds")
      .values(part)
      .onConflict((oc) => oc.columns(["shipment_id", "issue_id"]).doUpdateSet((eb) => fromExcluded(eb, feedColumns)))
      .execute();
  }
  for (const part of statementSlices(rows.courier_ratings)) {
    await db
      .insertInto("courier_ratings")
      .values(part)
      .onConflict((oc) => oc.column("shipment_id").doUpdateSet((eb) => fromExcluded(eb, ["score", "comment", "answers", "created_at", "updated_at"])))
      .execute();
  }
  for (const part of statementSlices(rows.contact_updates)) {
    await db
      .insertInto("contact_updates")
      .values(part)
      .onConflict((oc) => oc.column("shipment_id").doUpdateSet((eb) => fromExcluded(eb, ["phone", "alternate_phone", "created_at", "updated_at"])))
      .execute();
  }
}
