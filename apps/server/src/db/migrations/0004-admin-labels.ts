import type { Kysely, Migration } from "kysely";

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
  await db.schema
    .createTable("admin_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // A username names one admin of one brand; two brands may each have an "admin".
    .addUniqueConstraint("admin_users_brand_username_unique", ["brand_id", "username"])
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  // Expired sessions are swept by time.
  await db.schema.createIndex("admin_sessions_expires_at_index").on("admin_sessions").column("expires_at").execute();
}

async function dropAdminAuthTables(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_sessions").ifExists().execute();
  await db.schema.dropTable("admin_users").ifExists().execute();
}

// ── Storage: upload grants and shipping-label jobs ────────────────────────────────────────

async function createStorageTables(db: Kysely<any>): Promise<void> {
  // One row per pre-signed upload form handed out; the local receiver marks it stored.
  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("key_prefix", "text", (c) => c.notNull())
    .addColumn("object_key", "text")
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("owner_key_hash", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("content_type", "text")
    .addColumn("byte_size", "integer")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("stored_at", "text")
    .execute();
  await db.schema.createIndex("uploads_brand_id_index").on("uploads").column("brand_id").execute();

  // Shipping labels are rendered in the background; a row survives restarts and is claimed
  // by exactly one replica through a conditional UPDATE on claim_token.
  await db.schema
    .createTable("label_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("waybill", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("ready_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("claim_token", "text")
    .addColumn("claimed_at", "text")
    .addColumn("file_key", "text")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    // One label per shipment of a brand: asking again returns the same job.
    .addUniqueConstraint("label_jobs_brand_waybill_unique", ["brand_id", "waybill"])
    .execute();
  // The worker's poll: due jobs by status and time.
  await db.schema.createIndex("label_jobs_status_ready_at_index").on("label_jobs").columns(["status", "ready_at"]).execute();
}

async function dropStorageTables(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("label_jobs").ifExists().execute();
  await db.schema.dropTable("uploads").ifExists().execute();
}
