import type { Kysely, Migration } from "kysely";

/**
 * Counts of link-click events per brand and UTC day: counts only, no visitor, address or
 * time of day. Portable DDL (SQLite and PostgreSQL). Registered in db/migrations/index.ts.
 */
export const analyticsCountTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("analytics_event_counts")
      .addColumn("brand_id", "text", (c) => c.notNull().references("brands.id").onDelete("cascade"))
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("count", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("analytics_event_counts_pk", ["brand_id", "day", "category", "action", "label"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("analytics_event_counts").execute();
  },
};
