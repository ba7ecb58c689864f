import type { Kysely, Migration } from "kysely";

/**
 * Tables of the tracking-feeds area (see schema-tracking-feeds.ts): shoppers' failed-delivery
 * and failed-pickup answers, delivery ratings, contact updates, the operations' issue
 * catalogue, couriers' numeric ids and the shared rate-limit counters.
 * Portable DDL only: it runs on SQLite and PostgreSQL.
 */
export const trackingFeedTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("customer_feeds")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
      .addColumn("issue_id", "integer", (c) => c.notNull())
      .addColumn("answer", "text")
      .addColumn("preferred_date", "text")
      .addColumn("preferred_time", "text")
      .addColumn("phone_number", "text")
      .addColumn("address", "text")
      .addColumn("drop_pincode", "text")
      .addColumn("landmark", "text")
      .addColumn("comment", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // One concern per issue of a shipment; its index also serves "feeds of a shipment".
      .addUniqueConstraint("customer_feeds_shipment_issue_unique", ["shipment_id", "issue_id"])
      .execute();

    await db.schema
      .createTable("courier_ratings")
      .addColumn("shipment_id", "text", (c) => c.primaryKey().references("shipments.id").onDelete("cascade"))
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("score", "integer", (c) => c.notNull())
      .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("contact_updates")
      .addColumn("shipment_id", "text", (c) => c.primaryKey().references("shipments.id").onDelete("cascade"))
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("alternate_phone", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("ops_issue_configs")
      .addColumn("direction", "text", (c) => c.notNull())
      .addColumn("issue_id", "integer", (c) => c.notNull())
      .addColumn("bucket_id", "integer", (c) => c.notNull())
      .addColumn("bucket_name", "text", (c) => c.notNull())
      .addColumn("issue_name", "text", (c) => c.notNull())
      .addColumn("raw_issue_desc", "text", (c) => c.notNull())
      .addColumn("npr_bucket", "text")
      .addPrimaryKeyConstraint("ops_issue_configs_pk", ["direction", "issue_id"])
      .execute();

    await db.schema
      .createTable("courier_partner_ids")
      .addColumn("courier_id", "text", (c) => c.primaryKey().references("couriers.id").onDelete("cascade"))
      .addColumn("cp_id", "integer", (c) => c.notNull())
      .addUniqueConstraint("courier_partner_ids_cp_id_unique", ["cp_id"])
      .execute();

    await db.schema
      .createTable("rate_limit_windows")
      .addColumn("bucket", "text", (c) => c.notNull())
      .addColumn("client_key", "text", (c) => c.notNull())
      .addColumn("window_start", "text", (c) => c.notNull())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limit_windows_pk", ["bucket", "client_key", "window_start"])
      .execute();
    // Sweeping old windows deletes by bucket and start.
    await db.schema.createIndex("rate_limit_windows_sweep_index").on("rate_limit_windows").columns(["bucket", "window_start"]).execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ["rate_limit_windows", "courier_partner_ids", "ops_issue_configs", "contact_updates", "courier_ratings", "customer_feeds"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
