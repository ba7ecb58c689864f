import type { Kysely, Migration } from "kysely";
import { rebuildTrackingViewRollups } from "../insights/tracking-view-rollups.ts";
import { BRAND_DAY, createKeyedTable, owner, requiredInteger, requiredText } from "./table-columns.ts";

/**
 * Per-day roll-ups of the tracking page views (issue 37, docs/insights.md), kept in the same write
 * as each view, so the Engagement page reads a few rows a day instead of a row per shipment:
 * - `tracking_view_totals`: views per brand, day, way in and page language;
 * - `tracking_view_shipment_days`: the days each shipment's page was viewed (one row per
 *   shipment and day: its insert decides, on both engines, which view is the day's first);
 * - `tracking_view_first_days`: per brand and day, the shipments first viewed that day counted by
 *   the day each was viewed before (`prev_day`, '' for never), so the distinct shipments of any
 *   period are the sum of its days' rows whose `prev_day` is before the period: exact, no sketch.
 * Filled from `tracking_view_days` (migration 0120) as it stands.
 */
export const trackingViewRollups: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "tracking_view_totals",
      {
        ...BRAND_DAY,
        via: requiredText,
        locale: requiredText,
        views: requiredInteger,
      },
      ["brand_id", "day", "via", "locale"],
    ).execute();
    await createKeyedTable(
      db,
      "tracking_view_shipment_days",
      {
        brand_id: owner("brands.id"),
        shipment_id: requiredText,
        day: requiredText,
      },
      ["brand_id", "shipment_id", "day"],
    ).execute();
    await createKeyedTable(
      db,
      "tracking_view_first_days",
      {
        ...BRAND_DAY,
        prev_day: requiredText,
        shipments: requiredInteger,
      },
      ["brand_id", "day", "prev_day"],
    ).execute();
    await rebuildTrackingViewRollups(db);
  },
  async down(db: Kysely<any>) {
    for (const table of ["tracking_view_first_days", "tracking_view_shipment_days", "tracking_view_totals"])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
