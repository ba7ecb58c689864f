import { sql, type Kysely } from "kysely";
import type { DeliveryFigures, OnTime } from "@portal/core/api";
import type { Database } from "../schema.ts";
import { compared, weekOf, type Compared, type InsightPeriod } from "./insight-period.ts";

const n = (value: unknown): number => Number(value ?? 0);

/** The Delivery page: forward shipments dispatched in the period, from `insight_delivery_days`. */
export function deliveryInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<DeliveryFigures>> {
  return compared(period, (p) => deliveryFigures(db, brandId, p));
}

async function deliveryFigures(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<DeliveryFigures> {
  const rows = db.selectFrom("insight_delivery_days").where("brand_id", "=", brandId).where("day", ">=", from).where("day", "<=", to);
  const total = sql<number>`sum(shipments)`;
  const measured = sql<number>`sum(case when on_time >= 0 then shipments else 0 end)`;
  const onTime = sql<number>`sum(case when on_time = 1 then shipments else 0 end)`;
  const [byStage, byCourier, byState, byPrefix, byDay, transit, attempts] = await Promise.all([
    rows
      .select(["stage", total.as("n")])
      .groupBy("stage")
      .execute(),
    rows
      .select(["courier_id as key", measured.as("measured"), onTime.as("on_time")])
      .groupBy("courier_id")
      .execute(),
    rows
      .select(["state as key", measured.as("measured"), onTime.as("on_time")])
      .groupBy("state")
      .execute(),
    rows
      .select(["pincode_prefix as key", measured.as("measured"), onTime.as("on_time")])
      .groupBy("pincode_prefix")
      .execute(),
    rows
      .select(["day as key", measured.as("measured"), onTime.as("on_time")])
      .groupBy("day")
      .execute(),
    rows
      .select(["transit_days", total.as("n")])
      .where("transit_days", ">=", 0)
      .groupBy("transit_days")
      .orderBy("transit_days")
      .execute(),
    rows
      .select([total.as("n"), sql<number>`sum(first_attempt * shipments)`.as("first")])
      .where("stage", "=", "delivered")
      .executeTakeFirst(),
  ]);
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
  const histogram = transit.map((row) => ({ days: n(row.transit_days), count: n(row.n) }));
  const all = onTimeRows(byCourier);
  return {
    shipments: byStage.reduce((sum, row) => sum + n(row.n), 0),
    byStage: byStage.map((row) => ({ stage: row.stage, shipments: n(row.n) })).sort((a, b) => b.shipments - a.shipments || a.stage.localeCompare(b.stage)),
    onTime: { measured: all.reduce((s, r) => s + r.measured, 0), onTime: all.reduce((s, r) => s + r.onTime, 0) },
    onTimeByCourier: all,
    onTimeByState: onTimeRows(byState),
    onTimeByPincodePrefix: onTimeRows(byPrefix).slice(0, 20),
    onTimeByWeek: [...weeks.values()].sort((a, b) => a.key.localeCompare(b.key)),
    delivered: n(attempts?.n),
    firstAttempt: n(attempts?.first),
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
