import type { Kysely, Migration } from "kysely";
import {
  BRAND_ROW,
  cascadingForeignKey,
  columnsOf,
  createIndex,
  createTable,
  dropTablesIfExist,
  integer,
  integerDefault,
  key,
  optionalReference,
  owner,
  ownerKey,
  requiredInteger,
  requiredText,
  text,
  timestamps,
} from "./table-columns.ts";

/**
 * Tables of the returns area (see schema-returns.ts). Portable DDL only: it runs on SQLite and
 * PostgreSQL. Children point at their parent through (id, brand_id) composite keys, so a row
 * can never hang under another brand's order, request or reason.
 */
// A row under a return order: (return_order_id, brand_id) points at an order of its own brand.
const RETURN_ORDER_CHILD = { brand_id: requiredText, return_order_id: requiredText } as const;
const underReturnOrder = (name: string) => cascadingForeignKey(name, ["return_order_id", "brand_id"], "return_orders", ["id", "brand_id"]);

export const returnTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "return_orders", {
      ...BRAND_ROW,
      order_ref: requiredText,
      capture_image: integerDefault(0),
      created_at: requiredText,
    })
      .addUniqueConstraint("return_orders_brand_order_unique", ["brand_id", "order_ref"])
      .addUniqueConstraint("return_orders_id_brand_unique", ["id", "brand_id"])
      .$call(cascadingForeignKey("return_orders_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"]))
      .execute();

    await createTable(db, "return_order_shipments", {
      uuid: key,
      ...RETURN_ORDER_CHILD,
      shipment_ref: owner("shipments.id"),
      position: requiredInteger,
    })
      .addUniqueConstraint("return_order_shipments_shipment_unique", ["brand_id", "shipment_ref"])
      .$call(underReturnOrder("return_order_shipments_order_fk"))
      .execute();
    await createIndex(db, "return_order_shipments_order_index", "return_order_shipments", ["return_order_id"]);

    await createTable(db, "return_order_items", {
      id: key,
      ...RETURN_ORDER_CHILD,
      item_id: requiredInteger,
      shipment_uuid: optionalReference("return_order_shipments.uuid"),
      title: requiredText,
      sku: text,
      image: text,
      ...columnsOf(requiredInteger, "price_minor", "quantity", "eligible_quantity"),
      store_credits_used_minor: integerDefault(0),
      final_amount_paid_minor: integerDefault(0),
      collection_point_id: text,
      inventory_quantity: integer,
      total_variant_inventory_quantity: integer,
      position: requiredInteger,
    })
      .addUniqueConstraint("return_order_items_brand_item_unique", ["brand_id", "item_id"])
      .$call(underReturnOrder("return_order_items_order_fk"))
      .execute();
    await createIndex(db, "return_order_items_order_index", "return_order_items", ["return_order_id"]);

    await createTable(db, "return_addresses", {
      id: key,
      ...RETURN_ORDER_CHILD,
      position: requiredInteger,
      name: requiredText,
      phone: text,
      email: text,
      address: requiredText,
      ...columnsOf(text, "pincode", "city", "state", "country"),
    })
      .$call(underReturnOrder("return_addresses_order_fk"))
      .execute();
    await createIndex(db, "return_addresses_order_index", "return_addresses", ["return_order_id"]);

    await createTable(db, "return_reasons", {
      ...BRAND_ROW,
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
      .$call(cascadingForeignKey("return_sub_reasons_reason_fk", ["brand_id", "reason_id"], "return_reasons", ["brand_id", "reason_id"]))
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
      .$call(cascadingForeignKey("return_variants_item_fk", ["brand_id", "item_id"], "return_order_items", ["brand_id", "item_id"]))
      .execute();

    await createTable(db, "return_requests", {
      id: key,
      ...RETURN_ORDER_CHILD,
      ...columnsOf(requiredText, "kind", "status", "pickup_type"),
      ...columnsOf(
        text,
        "pickup_name",
        "pickup_phone",
        "pickup_email",
        "pickup_address",
        "pickup_pincode",
        "pickup_city",
        "pickup_state",
        "pickup_country",
        "pickup_date",
        "refund_mode",
      ),
      refund_credit_minor: integerDefault(0),
      refund_money_minor: integerDefault(0),
      ...columnsOf(text, "refund_bank_name", "refund_account_masked", "refund_upi_masked", "refund_details_sealed"),
      reverse_shipment_ref: optionalReference("shipments.id"),
      ...columnsOf(text, "awb", "courier_partner", "approval_date", "remark", "rejection_reason", "shipping_label_url"),
      ...timestamps,
    })
      .addUniqueConstraint("return_requests_id_brand_unique", ["id", "brand_id"])
      .$call(underReturnOrder("return_requests_order_fk"))
      .execute();
    await createIndex(db, "return_requests_order_index", "return_requests", ["return_order_id"]);
    await createIndex(db, "return_requests_brand_awb_index", "return_requests", ["brand_id", "awb"]);

    await createTable(db, "return_request_items", {
      id: key,
      brand_id: requiredText,
      request_id: requiredText,
      ...columnsOf(requiredInteger, "item_id", "quantity", "reason_id"),
      sub_reason_id: integer,
      comment: requiredText,
      images_json: requiredText,
      exchange_variant_id: text,
      position: requiredInteger,
    })
      .$call(cascadingForeignKey("return_request_items_request_fk", ["request_id", "brand_id"], "return_requests", ["id", "brand_id"]))
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
