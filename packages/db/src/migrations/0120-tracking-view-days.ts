import type { Kysely, Migration } from "kysely";
import { BRAND_DAY, createKeyedTable, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * Tracking page views (issue 37, docs/insights.md): one row per brand, UTC day, shipment and how
 * the page was reached ("search": the search form; "link": a plain GET of the tracking URL, a
 * notification's /n/ link included) and the page's language (a locale code; '' when not known),
 * with the day's count. No visitor, address, waybill or time of day: the shipment is named by its
 * internal id. The key starts with brand and day, so a period is one range and the distinct
 * shipments viewed are counted from it.
 */
export const trackingViewDays: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "tracking_view_days",
      {
        ...BRAND_DAY,
        shipment_id: requiredText,
        via: requiredText,
        locale: requiredText,
        views: requiredInteger,
      },
      ["brand_id", "day", "shipment_id", "via", "locale"],
    ).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("tracking_view_days").ifExists().execute();
  },
};
