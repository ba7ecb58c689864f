import type { Kysely, Migration } from "kysely";
import {
  BRAND_ROW,
  columnsOf,
  createIndex,
  createTable,
  dropTablesIfExist,
  integer,
  integerDefault,
  key,
  owner,
  requiredText,
  text,
  timestamps,
} from "./table-columns.ts";

/**
 * Tables of the admin-labels area (see schema-admin-labels.ts). Portable DDL only: it runs on
 * SQLite and PostgreSQL. Each part of the area keeps its DDL in its own pair of functions
 * below; `up` creates them in order and `down` drops them in reverse.
 */
export const adminTables: Migration = {
  async up(db: Kysely<any>) {
    await createAdminAuthTables(db);
    await createStorageTables(db);
  },
  async down(db: Kysely<any>) {
    await dropStorageTables(db);
    await dropAdminAuthTables(db);
  },
};

// ── Admin auth: admin users and their login sessions ─────────────────────────────────────
// (A brand's import API key needs no table: its hash lives in brands.api_key_hash.)

async function createAdminAuthTables(db: Kysely<any>): Promise<void> {
  await createTable(db, "admin_users", {
    ...BRAND_ROW,
    username: requiredText,
    password_hash: requiredText,
    ...timestamps,
  })
    // A username names one admin of one brand; two brands may each have an "admin".
    .addUniqueConstraint("admin_users_brand_username_unique", ["brand_id", "username"])
    .execute();

  await createTable(db, "admin_sessions", {
    id: key,
    admin_user_id: owner("admin_users.id"),
    brand_id: owner("brands.id"),
    created_at: requiredText,
    expires_at: requiredText,
  }).execute();
  // Expired sessions are swept by time.
  await createIndex(db, "admin_sessions_expires_at_index", "admin_sessions", ["expires_at"]);
}

async function dropAdminAuthTables(db: Kysely<any>): Promise<void> {
  await dropTablesIfExist(db, ["admin_sessions", "admin_users"]);
}

// ── Storage: upload grants and shipping-label jobs ────────────────────────────────────────

async function createStorageTables(db: Kysely<any>): Promise<void> {
  // One row per pre-signed upload form handed out; the local receiver marks it stored.
  await createTable(db, "uploads", {
    ...BRAND_ROW,
    key_prefix: requiredText,
    object_key: text,
    ...columnsOf(requiredText, "file_name", "owner_key_hash", "status"),
    content_type: text,
    byte_size: integer,
    expires_at: requiredText,
    created_at: requiredText,
    stored_at: text,
  }).execute();
  await createIndex(db, "uploads_brand_id_index", "uploads", ["brand_id"]);

  // Shipping labels are rendered in the background; a row survives restarts and is claimed
  // by exactly one replica through a conditional UPDATE on claim_token.
  await createTable(db, "label_jobs", {
    ...BRAND_ROW,
    ...columnsOf(requiredText, "waybill", "status", "ready_at"),
    attempts: integerDefault(0),
    ...columnsOf(text, "claim_token", "claimed_at", "file_key", "error"),
    ...timestamps,
  })
    // One label per shipment of a brand: asking again returns the same job.
    .addUniqueConstraint("label_jobs_brand_waybill_unique", ["brand_id", "waybill"])
    .execute();
  // The worker's poll: due jobs by status and time.
  await createIndex(db, "label_jobs_status_ready_at_index", "label_jobs", ["status", "ready_at"]);
}

async function dropStorageTables(db: Kysely<any>): Promise<void> {
  await dropTablesIfExist(db, ["label_jobs", "uploads"]);
}
