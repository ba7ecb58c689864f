import type { Kysely, Migration } from "kysely";
import { columnsOf, createKeyedTable, owner, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * Counts of link-click events per brand and UTC day: counts only, no visitor, address or
 * time of day. Portable DDL (SQLite and PostgreSQL). Registered in db/migrations/index.ts.
 */
export const analyticsCountTables: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "analytics_event_counts",
      {
        brand_id: owner("brands.id"),
        ...columnsOf(requiredText, "day", "category", "action", "label"),
        count: requiredInteger,
      },
      ["brand_id", "day", "category", "action", "label"],
    ).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("analytics_event_counts").execute();
  },
};
