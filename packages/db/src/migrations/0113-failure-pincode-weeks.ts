import type { Kysely, Migration } from "kysely";
import { createKeyedTable, owner, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * The failures' pincode facet also per ISO week (issue 37, docs/insights.md): the "ten pincodes
 * with most failures" of a long period reads whole weeks here and only the days at its ends from
 * `insight_failure_facets`, so a 90-day read touches about 25 rows per failing pincode, not 90.
 * Kept by the same incremental refresh (each changed day's week is summed again from the daily
 * rows). Dropping the watermarks makes the next refresh rebuild every day, and so every week.
 */
export const failurePincodeWeeks: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "insight_failure_pincode_weeks",
      {
        brand_id: owner("brands.id"),
        // Monday (YYYY-MM-DD) of the ISO week of the shipments' dispatch day.
        week: requiredText,
        pincode: requiredText,
        shipments: requiredInteger,
      },
      ["brand_id", "week", "pincode"],
    ).execute();
    await db.deleteFrom("insight_watermarks").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("insight_failure_pincode_weeks").ifExists().execute();
  },
};
