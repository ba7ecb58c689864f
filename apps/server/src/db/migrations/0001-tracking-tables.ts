import type { Kysely, Migration } from "kysely";

/**
 * Brands, their themes, couriers, orders, shipments and scans.
 *
 * Only the schema builder with `text` and `integer` columns is used, so the same DDL runs on
 * SQLite and PostgreSQL. Migrations take `Kysely<any>`: they describe the schema as it was
 * at that point, not as `schema.ts` says it is today.
 */
export const trackingTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("brands")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("subdomain", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("brand_package", "text", (c) => c.notNull())
      .addColumn("enterprise", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("security_check_enabled", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("api_key_hash", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("brands_subdomain_unique", ["subdomain"])
      .execute();

    await db.schema
      .createTable("themes")
      .addColumn("brand_id", "text", (c) => c.primaryKey().references("brands.id").onDelete("cascade"))
      .addColumn("document_json", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("couriers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("logo_url", "text")
      .addColumn("account_code", "text")
      .execute();

    await db.schema
      .createTable("orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("order_id", "text", (c) => c.notNull())
      .addColumn("order_date", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("total_minor", "integer", (c) => c.notNull())
      .addColumn("payment_method", "text", (c) => c.notNull())
      .addColumn("customer_name", "text", (c) => c.notNull())
      .addColumn("customer_phone", "text")
      .addColumn("customer_alternate_phone", "text")
      .addColumn("customer_email", "text")
      .addColumn("customer_address", "text")
      .addColumn("customer_city", "text")
      .addColumn("customer_state", "text")
      .addColumn("customer_country", "text")
      .addColumn("customer_pincode", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("orders_brand_order_id_unique", ["brand_id", "order_id"])
      // Target of the shipments' composite foreign key below.
      .addUniqueConstraint("orders_id_brand_unique", ["id", "brand_id"])
      .execute();

    await db.schema
      .createTable("shipments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("order_ref", "text", (c) => c.notNull())
      .addColumn("waybill", "text")
      .addColumn("courier_id", "text", (c) => c.references("couriers.id").onDelete("set null"))
      .addColumn("security_key", "text")
      .addColumn("reference_number", "text")
      .addColumn("order_type", "text", (c) => c.notNull())
      .addColumn("ship_date", "text")
      .addColumn("is_reverse", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("product_title", "text")
      .addColumn("product_sku", "text")
      .addColumn("product_image_url", "text")
      .addColumn("edd", "text")
      .addColumn("edd_message_id", "integer")
      .addColumn("edd_message", "text")
      .addColumn("failure_reason_code", "integer")
      .addColumn("latest_code", "integer")
      .addColumn("latest_status", "text")
      .addColumn("latest_description", "text")
      .addColumn("latest_location", "text")
      .addColumn("latest_scanned_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      // Waybills are unique per brand only: two brands may use couriers whose numbers collide.
      // Several NULL waybills are allowed on both databases.
      .addUniqueConstraint("shipments_brand_waybill_unique", ["brand_id", "waybill"])
      // A shipment's order must belong to the same brand, so brand isolation holds in the data too.
      .addForeignKeyConstraint("shipments_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await db.schema.createIndex("shipments_order_ref_index").on("shipments").column("order_ref").execute();

    await db.schema
      .createTable("scans")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("shipment_id", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
      .addColumn("code", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("location", "text")
      .addColumn("remark", "text")
      .addColumn("scanned_at", "text", (c) => c.notNull())
      // Re-importing a courier feed must not duplicate scans. Its index also serves
      // "scans of one shipment" lookups.
      .addUniqueConstraint("scans_shipment_code_time_unique", ["shipment_id", "code", "scanned_at"])
      .execute();
  },

  async down(db: Kysely<any>) {
    for (const table of ["scans", "shipments", "orders", "couriers", "themes", "brands"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
