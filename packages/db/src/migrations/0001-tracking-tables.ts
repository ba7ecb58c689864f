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
 * Brands, their themes, couriers, orders, shipments and scans.
 *
 * Only the schema builder with `text` and `integer` columns is used, so the same DDL runs on
 * SQLite and PostgreSQL. Migrations take `Kysely<any>`: they describe the schema as it was
 * at that point, not as `schema.ts` says it is today.
 */
export const trackingTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "brands", {
      id: key,
      ...columnsOf(requiredText, "subdomain", "name", "brand_package"),
      enterprise: integerDefault(0),
      security_check_enabled: integerDefault(0),
      api_key_hash: text,
      created_at: requiredText,
    })
      .addUniqueConstraint("brands_subdomain_unique", ["subdomain"])
      .execute();

    await createTable(db, "themes", {
      brand_id: ownerKey("brands.id"),
      document_json: requiredText,
      updated_at: requiredText,
    }).execute();

    await createTable(db, "couriers", {
      id: key,
      name: requiredText,
      logo_url: text,
      account_code: text,
    }).execute();

    await createTable(db, "orders", {
      ...BRAND_ROW,
      ...columnsOf(requiredText, "order_id", "order_date", "currency"),
      total_minor: requiredInteger,
      payment_method: requiredText,
      customer_name: requiredText,
      ...columnsOf(
        text,
        "customer_phone",
        "customer_alternate_phone",
        "customer_email",
        "customer_address",
        "customer_city",
        "customer_state",
        "customer_country",
        "customer_pincode",
      ),
      created_at: requiredText,
    })
      .addUniqueConstraint("orders_brand_order_id_unique", ["brand_id", "order_id"])
      // Target of the shipments' composite foreign key below.
      .addUniqueConstraint("orders_id_brand_unique", ["id", "brand_id"])
      .execute();

    await createTable(db, "shipments", {
      ...BRAND_ROW,
      order_ref: requiredText,
      waybill: text,
      courier_id: optionalReference("couriers.id"),
      security_key: text,
      reference_number: text,
      order_type: requiredText,
      ship_date: text,
      is_reverse: integerDefault(0),
      ...columnsOf(text, "product_title", "product_sku", "product_image_url", "edd"),
      edd_message_id: integer,
      edd_message: text,
      failure_reason_code: integer,
      latest_code: integer,
      ...columnsOf(text, "latest_status", "latest_description", "latest_location", "latest_scanned_at"),
      ...timestamps,
    })
      // Waybills are unique per brand only: two brands may use couriers whose numbers collide.
      // Several NULL waybills are allowed on both databases.
      .addUniqueConstraint("shipments_brand_waybill_unique", ["brand_id", "waybill"])
      // A shipment's order must belong to the same brand, so brand isolation holds in the data too.
      .$call(cascadingForeignKey("shipments_order_same_brand_fk", ["order_ref", "brand_id"], "orders", ["id", "brand_id"]))
      .execute();

    await createIndex(db, "shipments_order_ref_index", "shipments", ["order_ref"]);

    await createScansTable(db, "scans");
  },

  async down(db: Kysely<any>) {
    await dropTablesIfExist(db, ["scans", "shipments", "orders", "couriers", "themes", "brands"]);
  },
};

/** The scans table as this migration makes it; 0040's `down` restores it under a new name. */
export async function createScansTable(db: Kysely<any>, name: string): Promise<void> {
  await createTable(db, name, {
    id: key,
    shipment_id: owner("shipments.id"),
    code: requiredInteger,
    status: requiredText,
    description: requiredText,
    location: text,
    remark: text,
    scanned_at: requiredText,
  })
    // Re-importing a courier feed must not duplicate scans. Its index also serves
    // "scans of one shipment" lookups.
    .addUniqueConstraint("scans_shipment_code_time_unique", ["shipment_id", "code", "scanned_at"])
    .execute();
}
