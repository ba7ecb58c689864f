import type { Kysely, Migration } from "kysely";
import {
  BRAND_ROW,
  columnsOf,
  createIndex,
  createKeyedTable,
  createTable,
  dropTablesIfExist,
  owner,
  ownerKey,
  requiredInteger,
  requiredText,
  text,
  textDefault,
  timestamps,
} from "./table-columns.ts";

/**
 * Tables of the tracking-feeds area (see schema-tracking-feeds.ts): shoppers' failed-delivery
 * and failed-pickup answers, delivery ratings, contact updates, the operations' issue
 * catalogue, couriers' numeric ids and the shared rate-limit counters.
 * Portable DDL only: it runs on SQLite and PostgreSQL.
 */
export const trackingFeedTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "customer_feeds", {
      ...BRAND_ROW,
      shipment_id: owner("shipments.id"),
      issue_id: requiredInteger,
      ...columnsOf(text, "answer", "preferred_date", "preferred_time", "phone_number", "address", "drop_pincode", "landmark", "comment"),
      ...timestamps,
    })
      // One concern per issue of a shipment; its index also serves "feeds of a shipment".
      .addUniqueConstraint("customer_feeds_shipment_issue_unique", ["shipment_id", "issue_id"])
      .execute();

    await createTable(db, "courier_ratings", {
      shipment_id: ownerKey("shipments.id"),
      brand_id: owner("brands.id"),
      score: requiredInteger,
      comment: textDefault(""),
      ...timestamps,
    }).execute();

    await createTable(db, "contact_updates", {
      shipment_id: ownerKey("shipments.id"),
      brand_id: owner("brands.id"),
      phone: requiredText,
      alternate_phone: text,
      ...timestamps,
    }).execute();

    await createKeyedTable(
      db,
      "ops_issue_configs",
      {
        direction: requiredText,
        issue_id: requiredInteger,
        bucket_id: requiredInteger,
        ...columnsOf(requiredText, "bucket_name", "issue_name", "raw_issue_desc"),
        npr_bucket: text,
      },
      ["direction", "issue_id"],
    ).execute();

    await createTable(db, "courier_partner_ids", {
      courier_id: ownerKey("couriers.id"),
      cp_id: requiredInteger,
    })
      .addUniqueConstraint("courier_partner_ids_cp_id_unique", ["cp_id"])
      .execute();

    await createKeyedTable(
      db,
      "rate_limit_windows",
      {
        ...columnsOf(requiredText, "bucket", "client_key", "window_start"),
        hits: requiredInteger,
      },
      ["bucket", "client_key", "window_start"],
    ).execute();
    // Sweeping old windows deletes by bucket and start.
    await createIndex(db, "rate_limit_windows_sweep_index", "rate_limit_windows", ["bucket", "window_start"]);
  },

  async down(db: Kysely<any>) {
    await dropTablesIfExist(db, ["rate_limit_windows", "courier_partner_ids", "ops_issue_configs", "contact_updates", "courier_ratings", "customer_feeds"]);
  },
};
