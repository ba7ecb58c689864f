import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";

// Type aliases, not interfaces: Kysely's withTables needs index-compatible records.
export type AnalyticsCountsTable = {
  brand_id: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  category: string;
  action: string;
  label: string;
  count: number;
};
/** This area's table, added to the database type where it is used (see packages/db/src/migrations/0005-analytics-counts.ts). */
export type AnalyticsTables = {
  analytics_event_counts: AnalyticsCountsTable;
};

export interface CountedEvent {
  brandId: string;
  category: string;
  action: string;
  label: string;
}

/** Adds one to the event's count for the day; one upsert, so concurrent clicks never lose one. */
export async function countEvent(db: Kysely<Database>, event: CountedEvent, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db
    .withTables<AnalyticsTables>()
    .insertInto("analytics_event_counts")
    .values({ brand_id: event.brandId, day, category: event.category, action: event.action, label: event.label, count: 1 })
    .onConflict((oc) =>
      oc.columns(["brand_id", "day", "category", "action", "label"]).doUpdateSet((eb) => ({ count: eb("analytics_event_counts.count", "+", 1) })),
    )
    .execute();
}

export interface EventCount extends Omit<CountedEvent, "brandId"> {
  day: string;
  count: number;
}

/** A brand's counts, newest day first: for reports and tests. */
export async function eventCountsOf(db: Kysely<Database>, brandId: string): Promise<EventCount[]> {
  const rows = await db
    .withTables<AnalyticsTables>()
    .selectFrom("analytics_event_counts")
    .select(["day", "category", "action", "label", "count"])
    .where("brand_id", "=", brandId)
    .orderBy("day", "desc")
    .orderBy("category")
    .orderBy("action")
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Sets days' counts outright, in one statement: the demo seed's history, idempotent on a re-seed. */
export async function setEventCounts(db: Kysely<Database>, counts: ReadonlyArray<CountedEvent & { day: string; count: number }>): Promise<void> {
  if (counts.length === 0) return;
  await db
    .withTables<AnalyticsTables>()
    .insertInto("analytics_event_counts")
    .values(counts.map((c) => ({ brand_id: c.brandId, day: c.day, category: c.category, action: c.action, label: c.label, count: c.count })))
    .onConflict((oc) => oc.columns(["brand_id", "day", "category", "action", "label"]).doUpdateSet((eb) => ({ count: eb.ref("excluded.count") })))
    .execute();
}
