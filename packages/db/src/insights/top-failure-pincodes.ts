import { sql, type Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { addDays } from "./insight-days.ts";
import { weekOf, type InsightPeriod } from "./insight-period.ts";

/** How many pincodes the Failures page lists. */
export const TOP_PINCODES = 10;

/**
 * A period cut into the ISO weeks it holds whole and the days left over at its ends. Reading the
 * whole weeks from the weekly roll-up bounds a long period's read by about (days / 7 + 12) rows
 * per failing pincode instead of one per pincode and day.
 */
export interface PeriodWeeks {
  /** Mondays of the first and last whole week; absent when the period holds no whole week. */
  weeks?: { first: string; last: string };
  /** The days before the first whole week and after the last (the whole period when there is none). */
  edges: InsightPeriod[];
}

export function periodWeeks({ from, to }: InsightPeriod): PeriodWeeks {
  const first = weekOf(from) === from ? from : addDays(weekOf(from), 7);
  const last = weekOf(addDays(to, 1)) === addDays(to, 1) ? weekOf(to) : addDays(weekOf(to), -7);
  if (first > last) return { edges: [{ from, to }] };
  const edges: InsightPeriod[] = [];
  if (from < first) edges.push({ from, to: addDays(first, -1) });
  if (addDays(last, 6) < to) edges.push({ from: addDays(last, 7), to });
  return { weeks: { first, last }, edges };
}

/** The pincodes with most failed deliveries in the period (ties by pincode), exact: whole weeks plus edge days. */
export async function topFailurePincodes(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Array<{ pincode: string; failed: number }>> {
  const { weeks, edges } = periodWeeks(period);
  const days = edges.map(({ from, to }) =>
    db
      .selectFrom("insight_failure_facets")
      .select(["key as pincode", "shipments"])
      .where("brand_id", "=", brandId)
      .where("facet", "=", "pincode")
      .where("day", ">=", from)
      .where("day", "<=", to),
  );
  const parts = weeks
    ? [
        db
          .selectFrom("insight_failure_pincode_weeks")
          .select(["pincode", "shipments"])
          .where("brand_id", "=", brandId)
          .where("week", ">=", weeks.first)
          .where("week", "<=", weeks.last),
        ...days,
      ]
    : days;
  const rows = parts.slice(1).reduce((all, part) => all.unionAll(part), parts[0]!);
  const failed = sql<number>`sum(shipments)`;
  const top = await db
    .selectFrom(rows.as("r"))
    .select(["pincode", failed.as("n")])
    .groupBy("pincode")
    .orderBy(failed, "desc")
    .orderBy("pincode")
    .limit(TOP_PINCODES)
    .execute();
  return top.map((row) => ({ pincode: row.pincode, failed: Number(row.n) }));
}
