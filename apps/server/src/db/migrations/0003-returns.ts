import type { Kysely, Migration } from "kysely";

/**
 * Tables of the returns area (see schema-returns.ts). Portable DDL only: it runs on SQLite and
 * PostgreSQL. Children point at their parent through (id, brand_id) composite keys, so a row
 * can never hang under another brand's order, request or reason.
 */
export const returnTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("return_orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("order_ref", "text", (c) => c.notNull())
      .addColumn("capture_image", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("return_orders_brand_order_unique", ["brand_id", "order_ref"])
      .addUniqueConstraint("return_orders_id_brand_unique", ["id", "brand_id"])
      .addForeignKeyConstraint("return_orders_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await db.schema
      .createTable("return_order_shipments")
      .addColumn("uuid", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("return_order_id", "text", (c) => c.notNull())
      .addColumn("shipment_ref", "text", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("return_order_shipments_shipment_unique", ["brand_id", "shipment_ref"])
      .addForeignKeyConstraint("return_order_shipments_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex("return_order_shipments_order_index").on("return_order_shipments").column("return_order_id").execute();

    await db.schema
      .createTable("return_order_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("return_order_id", "text", (c) => c.notNull())
      .addColumn("item_id", "integer", (c) => c.notNull())
      .addColumn("shipment_uuid", "text", (c) => c.references("return_order_shipments.uuid").onDelete("set null"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("sku", "text")
      .addColumn("image", "text")
      .addColumn("price_minor", "integer", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("eligible_quantity", "integer", (c) => c.notNull())
      .addColumn("store_credits_used_minor", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("final_amount_paid_minor", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("collection_point_id", "text")
      .addColumn("inventory_quantity", "integer")
      .addColumn("total_variant_inventory_quantity", "integer")
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("return_order_items_brand_item_unique", ["brand_id", "item_id"])
      .addForeignKeyConstraint("return_order_items_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex("return_order_items_order_index").on("return_order_items").column("return_order_id").execute();

    await db.schema
      .createTable("return_addresses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("return_order_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("email", "text")
      .addColumn("address", "text", (c) => c.notNull())
      .addColumn("pincode", "text")
      .addColumn("city", "text")
      .addColumn("state", "text")
      .addColumn("country", "text")
      .addForeignKeyConstraint("return_addresses_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex("return_addresses_order_index").on("return_addresses").column("return_order_id").execute();

    await db.schema
      .createTable("return_reasons")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("reason_id", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("image_required", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("image_quantity", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("return_reasons_brand_reason_unique", ["brand_id", "reason_id"])
      .execute();

    await db.schema
      .createTable("return_sub_reasons")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("reason_id", "integer", (c) => c.notNull())
      .addColumn("sub_reason_id", "integer", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("return_sub_reasons_brand_sub_reason_unique", ["brand_id", "sub_reason_id"])
      .addForeignKeyConstraint("return_sub_reasons_reason_fk", ["brand_id", "reason_id"], "return_reasons", ["brand_id", "reason_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await db.schema
      .createTable("return_settings")
      .addColumn("brand_id", "text", (c) => c.primaryKey().references("brands.id").onDelete("cascade"))
      .addColumn("exchange_instructions", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("return_variants")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("item_id", "integer", (c) => c.notNull())
      .addColumn("variant_id", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("inventory_quantity", "integer", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("return_variants_brand_item_variant_unique", ["brand_id", "item_id", "variant_id"])
      .addForeignKeyConstraint("return_variants_item_fk", ["brand_id", "item_id"], "return_order_items", ["brand_id", "item_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await db.schema
      .createTable("return_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("return_order_id", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("pickup_type", "text", (c) => c.notNull())
      .addColumn("pickup_name", "text")
      .addColumn("pickup_phone", "text")
      .addColumn("pickup_email", "text")
      .addColumn("pickup_address", "text")
      .addColumn("pickup_pincode", "text")
      .addColumn("pickup_city", "text")
      .addColumn("pickup_state", "text")
      .addColumn("pickup_country", "text")
      .addColumn("pickup_date", "text")
      .addColumn("refund_mode", "text")
      .addColumn("refund_credit_minor", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("refund_money_minor", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("refund_bank_name", "text")
      .addColumn("refund_account_masked", "text")
      .addColumn("refund_upi_masked", "text")
      .addColumn("refund_details_sealed", "text")
      .addColumn("reverse_shipment_ref", "text", (c) => c.references("shipments.id").onDelete("set null"))
      .addColumn("awb", "text")
      .addColumn("courier_partner", "text")
      .addColumn("approval_date", "text")
      .addColumn("remark", "text")
      .addColumn("rejection_reason", "text")
      .addColumn("shipping_label_url", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addUniqueConstraint("return_requests_id_brand_unique", ["id", "brand_id"])
      .addForeignKeyConstraint("return_requests_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex("return_requests_order_index").on("return_requests").column("return_order_id").execute();
    await db.schema.createIndex("return_requests_brand_awb_index").on("return_requests").columns(["brand_id", "awb"]).execute();

    await db.schema
      .createTable("return_request_items")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull())
      .addColumn("request_id", "text", (c) => c.notNull())
      .addColumn("item_id", "integer", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("reason_id", "integer", (c) => c.notNull())
      .addColumn("sub_reason_id", "integer")
      .addColumn("comment", "text", (c) => c.notNull())
      .addColumn("images_json", "text", (c) => c.notNull())
      .addColumn("exchange_variant_id", "text")
      .addColumn("position", "integer", (c) => c.notNull())
      .addForeignKeyConstraint("return_request_items_request_fk", ["request_id", "brand_id"], "return_requests", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await db.schema.createIndex("return_request_items_request_index").on("return_request_items").column("request_id").execute();
  },

  async down(db: Kysely<any>) {
    for (const table of [
      "return_request_items",
      "return_requests",
      "return_variants",
      "return_settings",
      "return_sub_reasons",
      "return_reasons",
      "return_addresses",
      "return_order_items",
      "return_order_shipments",
      "return_orders",
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
