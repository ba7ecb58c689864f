import { sql, type Kysely } from "kysely";
import { TRACKING_VIAS, type EngagementFigures } from "@portal/core/api";
import { isLocale } from "@portal/core/locale";
import type { Database } from "../schema.ts";
import { compared, type Compared, type InsightPeriod } from "./insight-period.ts";
import { shipmentsViewed } from "./tracking-view-rollups.ts";

// A type alias: Kysely's withTables needs an index-compatible record.
/** analytics_event_counts (migration 0005) is itself a daily roll-up, incremented in the same write as each event. */
type AnalyticsCountTables = {
  analytics_event_counts: { brand_id: string; day: string; category: string; action: string; label: string; count: number };
};

/** The Engagement page: tracking page views (migrations 0120, 0123; per way in, day and page language, and the distinct shipments viewed) and the page's analytics events of the period. */
export function engagementInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<EngagementFigures>> {
  return compared(period, (p) => engagementFigures(db, brandId, p));
}

async function engagementFigures(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<EngagementFigures> {
  const rows = db
    .withTables<AnalyticsCountTables>()
    .selectFrom("analytics_event_counts")
    .where("brand_id", "=", brandId)
    .where("day", ">=", from)
    .where("day", "<=", to);
  const count = sql<number>`sum(count)`;
  // Views from their per-day roll-ups (migration 0123): a few rows a day whatever the shipments.
  const views = db.selectFrom("tracking_view_totals").where("brand_id", "=", brandId).where("day", ">=", from).where("day", "<=", to);
  const [clicks, byDay, viewGroups, viewed] = await Promise.all([
    rows
      .select(["category", "action", count.as("n")])
      .groupBy(["category", "action"])
      .orderBy("category")
      .orderBy("action")
      .execute(),
    rows
      .select(["day", count.as("n")])
      .groupBy("day")
      .orderBy("day")
      .execute(),
    views
      .select(["day", "via", "locale", sql<number>`sum(views)`.as("n")])
      .groupBy(["day", "via", "locale"])
      .orderBy("day")
      .execute(),
    shipmentsViewed(db, brandId, { from, to }),
  ]);
  const viewsOf = new Map<string, number>();
  const viewsByDay = new Map<string, number>();
  const viewsByLocale = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const group of viewGroups) {
    const n = Number(group.n);
    add(viewsOf, group.via, n);
    add(viewsByDay, group.day, n);
    add(viewsByLocale, group.locale, n);
  }
  // Most viewed first, ties by code, so both engines list the same order; '' is no language.
  const byLocale = [...viewsByLocale].map(([locale, views]) => ({ locale, views })).sort((a, b) => b.views - a.views || (a.locale < b.locale ? -1 : 1));
  const list = clicks.map((r) => ({ category: r.category, action: r.action, count: Number(r.n) }));
  return {
    views: TRACKING_VIAS.map((via) => ({ via, views: viewsOf.get(via) ?? 0 })),
    shipmentsViewed: viewed,
    viewsByDay: [...viewsByDay].map(([day, views]) => ({ day, views })),
    viewsByLocale: byLocale.flatMap(({ locale, views }) => (isLocale(locale) ? [{ locale, views }] : [])),
    viewsOfUnknownLocale: byLocale.filter((r) => !isLocale(r.locale)).reduce((sum, r) => sum + r.views, 0),
    clicks: list,
    byDay: byDay.map((r) => ({ day: r.day, count: Number(r.n) })),
    total: list.reduce((s, r) => s + r.count, 0),
  };
}
