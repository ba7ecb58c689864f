import { sql, type Kysely } from "kysely";
import type { DeliveryFigures, OnTime } from "@portal/core/api";
import type { Database } from "../schema.ts";
import type { DeliveryFacet } from "../schema-insights.ts";
import { compared, weekOf, type Compared, type InsightPeriod } from "./insight-period.ts";

const n = (value: unknown): number => Number(value ?? 0);

/** The Delivery page: forward shipments dispatched in the period, from `insight_delivery_facets`. */
export function deliveryInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<DeliveryFigures>> {
  return compared(period, (p) => deliveryFigures(db, brandId, p));
}

async function deliveryFigures(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<DeliveryFigures> {
  const facet = (name: DeliveryFacet) => deliveryFacetRows(db, brandId, name, period);
  const sums = [sql<number>`sum(shipments)`.as("n"), sql<number>`sum(measured)`.as("measured"), sql<number>`sum(on_time)`.as("on_time")] as const;
  const byKey = (name: DeliveryFacet) =>
    facet(name)
      .select(["key", ...sums, sql<number>`sum(first_attempt)`.as("first")])
      .groupBy("key")
      .execute();
  // On time per day: each shipment counts once under its courier, so the courier rows summed per day.
  const [stages, byCourier, byState, byPrefix, byDay, transit] = await Promise.all([
    byKey("stage"),
    byKey("courier"),
    byKey("state"),
    byKey("pincode-prefix"),
    facet("courier")
      .select(["day as key", ...sums])
      .groupBy("day")
      .execute(),
    byKey("transit-days"),
  ]);
  const byStage = stages.map((row) => ({ stage: row.key, n: row.n }));
  const stageCount = (stage: string) => n(byStage.find((row) => row.stage === stage)?.n);
  const onTimeRows = (list: Array<{ key: string; measured: number; on_time: number }>) =>
    list
      .map((row) => ({ key: row.key, measured: n(row.measured), onTime: n(row.on_time) }))
      .filter((row) => row.measured > 0)
      .sort((a, b) => b.measured - a.measured || a.key.localeCompare(b.key));
  const weeks = new Map<string, OnTime>();
  for (const row of onTimeRows(byDay)) {
    const week = weekOf(row.key);
    const entry = weeks.get(week) ?? { key: week, measured: 0, onTime: 0 };
    entry.measured += row.measured;
    entry.onTime += row.onTime;
    weeks.set(week, entry);
  }
  const histogram = transit.map((row) => ({ days: n(row.key), count: n(row.n) })).sort((a, b) => a.days - b.days);
  const delivered = stages.find((row) => row.key === "delivered");
  const all = onTimeRows(byCourier);
  return {
    shipments: byStage.reduce((sum, row) => sum + n(row.n), 0),
    byStage: byStage.map((row) => ({ stage: row.stage, shipments: n(row.n) })).sort((a, b) => b.shipments - a.shipments || a.stage.localeCompare(b.stage)),
    onTime: { measured: all.reduce((s, r) => s + r.measured, 0), onTime: all.reduce((s, r) => s + r.onTime, 0) },
    onTimeByCourier: all,
    onTimeByState: onTimeRows(byState),
    onTimeByPincodePrefix: onTimeRows(byPrefix).slice(0, 20),
    onTimeByWeek: [...weeks.values()].sort((a, b) => a.key.localeCompare(b.key)),
    delivered: n(delivered?.n),
    firstAttempt: n(delivered?.first),
    transitMedianDays: percentile(histogram, 0.5),
    transitP90Days: percentile(histogram, 0.9),
    lost: stageCount("lost"),
    damaged: stageCount("damaged"),
    returnedToOrigin: stageCount("returned-to-origin"),
  };
}

/** The nearest-rank percentile of a histogram sorted by value: the smallest value with at least p of the count at or below it. */
export function percentile(histogram: ReadonlyArray<{ days: number; count: number }>, p: number): number | null {
  const total = histogram.reduce((sum, bin) => sum + bin.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const bin of histogram) {
    seen += bin.count;
    if (seen >= rank) return bin.days;
  }
  return histogram.at(-1)!.days;
}

/** One delivery facet's rows for the period: a contiguous range of the roll-up's key. */
export function deliveryFacetRows(db: Kysely<Database>, brandId: string, facet: DeliveryFacet, { from, to }: InsightPeriod) {
  return db.selectFrom("insight_delivery_facets").where("brand_id", "=", brandId).where("facet", "=", facet).where("day", ">=", from).where("day", "<=", to);
}
