import type { Kysely, Migration } from "kysely";
import { createIndex, createTable, dropTablesIfExist, integer, integerDefault, key, optionalReference, owner, ownerKey, requiredInteger, requiredText, text } from "./table-columns.ts";

/**
 * Tables of the returns area (see schema-returns.ts). Portable DDL only: it runs on SQLite and
 * PostgreSQL. Children point at their parent through (id, brand_id) composite keys, so a row
 * can never hang under another brand's order, request or reason.
 */
export const returnTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "return_orders", {
      id: key,
      brand_id: owner("brands.id"),
      order_ref: requiredText,
      capture_image: integerDefault(0),
      created_at: requiredText,
    })
      .addUniqueConstraint("return_orders_brand_order_unique", ["brand_id", "order_ref"])
      .addUniqueConstraint("return_orders_id_brand_unique", ["id", "brand_id"])
      .addForeignKeyConstraint("return_orders_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await createTable(db, "return_order_shipments", {
      uuid: key,
      brand_id: requiredText,
      return_order_id: requiredText,
      shipment_ref: owner("shipments.id"),
      position: requiredInteger,
    })
      .addUniqueConstraint("return_order_shipments_shipment_unique", ["brand_id", "shipment_ref"])
      .addForeignKeyConstraint("return_order_shipments_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await createIndex(db, "return_order_shipments_order_index", "return_order_shipments", ["return_order_id"]);

    await createTable(db, "return_order_items", {
      id: key,
      brand_id: requiredText,
      return_order_id: requiredText,
      item_id: requiredInteger,
      shipment_uuid: optionalReference("return_order_shipments.uuid"),
      title: requiredText,
      sku: text,
      image: text,
      price_minor: requiredInteger,
      quantity: requiredInteger,
      eligible_quantity: requiredInteger,
      store_credits_used_minor: integerDefault(0),
      final_amount_paid_minor: integerDefault(0),
      collection_point_id: text,
      inventory_quantity: integer,
      total_variant_inventory_quantity: integer,
      position: requiredInteger,
    })
      .addUniqueConstraint("return_order_items_brand_item_unique", ["brand_id", "item_id"])
      .addForeignKeyConstraint("return_order_items_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await createIndex(db, "return_order_items_order_index", "return_order_items", ["return_order_id"]);

    await createTable(db, "return_addresses", {
      id: key,
      brand_id: requiredText,
      return_order_id: requiredText,
      position: requiredInteger,
      name: requiredText,
      phone: text,
      email: text,
      address: requiredText,
      pincode: text,
      city: text,
      state: text,
      country: text,
    })
      .addForeignKeyConstraint("return_addresses_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await createIndex(db, "return_addresses_order_index", "return_addresses", ["return_order_id"]);

    await createTable(db, "return_reasons", {
      id: key,
      brand_id: owner("brands.id"),
      reason_id: requiredInteger,
      name: requiredText,
      active: integerDefault(1),
      image_required: integerDefault(0),
      image_quantity: integerDefault(0),
      position: requiredInteger,
    })
      .addUniqueConstraint("return_reasons_brand_reason_unique", ["brand_id", "reason_id"])
      .execute();

    await createTable(db, "return_sub_reasons", {
      id: key,
      brand_id: requiredText,
      reason_id: requiredInteger,
      sub_reason_id: requiredInteger,
      name: requiredText,
      position: requiredInteger,
    })
      .addUniqueConstraint("return_sub_reasons_brand_sub_reason_unique", ["brand_id", "sub_reason_id"])
      .addForeignKeyConstraint("return_sub_reasons_reason_fk", ["brand_id", "reason_id"], "return_reasons", ["brand_id", "reason_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await createTable(db, "return_settings", {
      brand_id: ownerKey("brands.id"),
      exchange_instructions: requiredText,
      updated_at: requiredText,
    }).execute();

    await createTable(db, "return_variants", {
      id: key,
      brand_id: requiredText,
      item_id: requiredInteger,
      variant_id: requiredText,
      title: requiredText,
      inventory_quantity: requiredInteger,
      position: requiredInteger,
    })
      .addUniqueConstraint("return_variants_brand_item_variant_unique", ["brand_id", "item_id", "variant_id"])
      .addForeignKeyConstraint("return_variants_item_fk", ["brand_id", "item_id"], "return_order_items", ["brand_id", "item_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();

    await createTable(db, "return_requests", {
      id: key,
      brand_id: requiredText,
      return_order_id: requiredText,
      kind: requiredText,
      status: requiredText,
      pickup_type: requiredText,
      pickup_name: text,
      pickup_phone: text,
      pickup_email: text,
      pickup_address: text,
      pickup_pincode: text,
      pickup_city: text,
      pickup_state: text,
      pickup_country: text,
      pickup_date: text,
      refund_mode: text,
      refund_credit_minor: integerDefault(0),
      refund_money_minor: integerDefault(0),
      refund_bank_name: text,
      refund_account_masked: text,
      refund_upi_masked: text,
      refund_details_sealed: text,
      reverse_shipment_ref: optionalReference("shipments.id"),
      awb: text,
      courier_partner: text,
      approval_date: text,
      remark: text,
      rejection_reason: text,
      shipping_label_url: text,
      created_at: requiredText,
      updated_at: requiredText,
    })
      .addUniqueConstraint("return_requests_id_brand_unique", ["id", "brand_id"])
      .addForeignKeyConstraint("return_requests_order_fk", ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await createIndex(db, "return_requests_order_index", "return_requests", ["return_order_id"]);
    await createIndex(db, "return_requests_brand_awb_index", "return_requests", ["brand_id", "awb"]);

    await createTable(db, "return_request_items", {
      id: key,
      brand_id: requiredText,
      request_id: requiredText,
      item_id: requiredInteger,
      quantity: requiredInteger,
      reason_id: requiredInteger,
      sub_reason_id: integer,
      comment: requiredText,
      images_json: requiredText,
      exchange_variant_id: text,
      position: requiredInteger,
    })
      .addForeignKeyConstraint("return_request_items_request_fk", ["request_id", "brand_id"], "return_requests", ["id", "brand_id"], (fk) =>
        fk.onDelete("cascade"),
      )
      .execute();
    await createIndex(db, "return_request_items_request_index", "return_request_items", ["request_id"]);
  },

  async down(db: Kysely<any>) {
    await dropTablesIfExist(db, [
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
    ]);
  },
};
