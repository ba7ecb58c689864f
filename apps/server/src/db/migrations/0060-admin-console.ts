import { sql, type Kysely, type Migration } from "kysely";

/**
 * Tables of the admin console (see schema-admin-console.ts): extra brands an admin may
 * manage, the theme's saved versions, login throttling and theme previews; plus the index
 * the operations view pages through. Portable DDL: SQLite and PostgreSQL.
 */
export const adminConsoleTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("admin_brand_grants")
      .addColumn("admin_user_id", "text", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("admin_brand_grants_pk", ["admin_user_id", "brand_id"])
      .execute();
    // Who may log in on a brand's host through a grant.
    await db.schema.createIndex("admin_brand_grants_brand_index").on("admin_brand_grants").column("brand_id").execute();

    await db.schema
      .createTable("theme_versions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("admin_user_id", "text")
      .addColumn("username", "text", (c) => c.notNull())
      .addColumn("changed_json", "text", (c) => c.notNull())
      .addColumn("document_json", "text", (c) => c.notNull())
      .addColumn("restored_from", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("theme_versions_brand_time_index").on("theme_versions").columns(["brand_id", "created_at"]).execute();

    await db.schema
      .createTable("admin_login_throttle")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("last_failure_at", "text", (c) => c.notNull())
      .addColumn("locked_until", "text")
      .execute();

    await db.schema
      .createTable("theme_previews")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("admin_session_id", "text", (c) => c.notNull().references("admin_sessions.id").onDelete("cascade"))
      .addColumn("frame_origin", "text", (c) => c.notNull())
      .addColumn("document_json", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("theme_previews_expires_index").on("theme_previews").column("expires_at").execute();

    // The operations view: a brand's failed shipments, newest failure first, paged by
    // (latest_scanned_at, id). Partial, so delivered shipments cost the index nothing.
    await db.schema
      .createIndex("shipments_ops_failures_index")
      .on("shipments")
      .columns(["brand_id", "latest_scanned_at", "id"])
      .where(sql.ref("failure_reason_code"), "is not", null)
      .execute();
    // The same order within one courier, and within one direction (deliveries or pickups),
    // so those filters read only their own rows.
    await db.schema
      .createIndex("shipments_ops_courier_index")
      .on("shipments")
      .columns(["brand_id", "courier_id", "latest_scanned_at", "id"])
      .where(sql.ref("failure_reason_code"), "is not", null)
      .execute();
    await db.schema
      .createIndex("shipments_ops_direction_index")
      .on("shipments")
      .columns(["brand_id", "is_reverse", "latest_scanned_at", "id"])
      .where(sql.ref("failure_reason_code"), "is not", null)
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("shipments_ops_direction_index").ifExists().execute();
    await db.schema.dropIndex("shipments_ops_courier_index").ifExists().execute();
    await db.schema.dropIndex("shipments_ops_failures_index").ifExists().execute();
    await db.schema.dropTable("theme_previews").ifExists().execute();
    await db.schema.dropTable("admin_login_throttle").ifExists().execute();
    await db.schema.dropTable("theme_versions").ifExists().execute();
    await db.schema.dropTable("admin_brand_grants").ifExists().execute();
  },
};
