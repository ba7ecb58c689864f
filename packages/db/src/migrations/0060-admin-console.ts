import { sql, type Kysely, type Migration } from "kysely";
import {
  BRAND_ROW,
  columnsOf,
  createIndex,
  createKeyedTable,
  createTable,
  dropTablesIfExist,
  key,
  owner,
  requiredInteger,
  requiredText,
  text,
} from "./table-columns.ts";

/**
 * Tables of the admin console (see schema-admin-console.ts): extra brands an admin may
 * manage, the theme's saved versions, login throttling and theme previews; plus the index
 * the operations view pages through. Portable DDL: SQLite and PostgreSQL.
 */
// Partial indexes on failed shipments only, so delivered shipments cost them nothing.
const FAILED_SHIPMENT_INDEXES: readonly (readonly [name: string, columns: string[]])[] = [
  // The operations view: a brand's failed shipments, newest failure first, paged by
  // (latest_scanned_at, id).
  ["shipments_ops_failures_index", ["brand_id", "latest_scanned_at", "id"]],
  // The same order within one courier, and within one direction (deliveries or pickups),
  // so those filters read only their own rows.
  ["shipments_ops_courier_index", ["brand_id", "courier_id", "latest_scanned_at", "id"]],
  ["shipments_ops_direction_index", ["brand_id", "is_reverse", "latest_scanned_at", "id"]],
];

export const adminConsoleTables: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "admin_brand_grants",
      {
        admin_user_id: owner("admin_users.id"),
        brand_id: owner("brands.id"),
        created_at: requiredText,
      },
      ["admin_user_id", "brand_id"],
    ).execute();
    // Who may log in on a brand's host through a grant.
    await createIndex(db, "admin_brand_grants_brand_index", "admin_brand_grants", ["brand_id"]);

    await createTable(db, "theme_versions", {
      ...BRAND_ROW,
      admin_user_id: text,
      ...columnsOf(requiredText, "username", "changed_json", "document_json"),
      restored_from: text,
      created_at: requiredText,
    }).execute();
    await createIndex(db, "theme_versions_brand_time_index", "theme_versions", ["brand_id", "created_at"]);

    await createTable(db, "admin_login_throttle", {
      key: key,
      failures: requiredInteger,
      last_failure_at: requiredText,
      locked_until: text,
    }).execute();

    await createTable(db, "theme_previews", {
      ...BRAND_ROW,
      admin_session_id: owner("admin_sessions.id"),
      ...columnsOf(requiredText, "frame_origin", "document_json", "created_at", "expires_at"),
    }).execute();
    await createIndex(db, "theme_previews_expires_index", "theme_previews", ["expires_at"]);

    for (const [name, columns] of FAILED_SHIPMENT_INDEXES) {
      await db.schema.createIndex(name).on("shipments").columns(columns).where(sql.ref("failure_reason_code"), "is not", null).execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const [name] of [...FAILED_SHIPMENT_INDEXES].reverse()) await db.schema.dropIndex(name).ifExists().execute();
    await dropTablesIfExist(db, ["theme_previews", "admin_login_throttle", "theme_versions", "admin_brand_grants"]);
  },
};
