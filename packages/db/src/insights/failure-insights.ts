import { sql, type Kysely } from "kysely";
import type { FailureFigures } from "@portal/core/api";
import type { Database } from "../schema.ts";
import type { FailureFacet } from "../schema-insights.ts";
import { deliveryFacetRows } from "./delivery-insights.ts";
import { compared, type Compared, type InsightPeriod } from "./insight-period.ts";
import { topFailurePincodes } from "./top-failure-pincodes.ts";

const n = (value: unknown): number => Number(value ?? 0);

/**
 * The Failed deliveries and pickups page, from `insight_failure_facets` and `insight_delivery_facets`;
 * its top pincodes also from `insight_failure_pincode_weeks` (top-failure-pincodes.ts).
 */
export function failureInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<FailureFigures>> {
  return compared(period, (p) => failureFigures(db, brandId, p));
}

async function failureFigures(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<FailureFigures> {
  const count = sql<number>`sum(shipments)`;
  const byKey = (facet: FailureFacet) =>
    failureFacetRows(db, brandId, facet, period)
      .select(["key", count.as("n"), sql<number>`sum(answer_minutes)`.as("minutes")])
      .groupBy("key")
      .execute();
  const [shippedRows, failedByCourier, byReason, answers, outcomes, pincodes, pickups] = await Promise.all([
    deliveryFacetRows(db, brandId, "courier", period)
      .select(["key", count.as("n")])
      .groupBy("key")
      .execute(),
    byKey("courier"),
    byKey("reason"),
    byKey("answer"),
    byKey("outcome"),
    topFailurePincodes(db, brandId, period),
    byKey("pickup"),
  ]);
  const shipped = shippedRows.map((row) => ({ courier_id: row.key, n: row.n }));
  const answered = answers.filter((row) => row.key !== "none");
  const couriers = new Set([...shipped.map((r) => r.courier_id), ...failedByCourier.map((r) => r.key)]);
  const byCourier = [...couriers]
    .map((courier) => ({
      courier,
      shipments: n(shipped.find((r) => r.courier_id === courier)?.n),
      failed: n(failedByCourier.find((r) => r.key === courier)?.n),
    }))
    .sort((a, b) => b.shipments - a.shipments || a.courier.localeCompare(b.courier));
  return {
    shipments: byCourier.reduce((s, r) => s + r.shipments, 0),
    failed: byCourier.reduce((s, r) => s + r.failed, 0),
    byCourier,
    byReason: byReason.map((r) => ({ reason: n(r.key), failed: n(r.n) })).sort((a, b) => b.failed - a.failed || a.reason - b.reason),
    answered: answered.reduce((sum, r) => sum + n(r.n), 0),
    answerMinutes: answered.reduce((sum, r) => sum + n(r.minutes), 0),
    outcomes: outcomes
      .map((r) => ({ ...outcomeOf(r.key), shipments: n(r.n) }))
      .sort((a, b) => a.answer.localeCompare(b.answer) || a.outcome.localeCompare(b.outcome)),
    topPincodes: pincodes,
    pickupsFailed: pickups.reduce((sum, r) => sum + n(r.n), 0),
  };
}

/** An "outcome" facet key, `answer/outcome`, split back. */
function outcomeOf(key: string): { answer: string; outcome: string } {
  const at = key.indexOf("/");
  return { answer: key.slice(0, at), outcome: key.slice(at + 1) };
}

/** One failure facet's rows for the period: a contiguous range of the roll-up's key. */
export function failureFacetRows(db: Kysely<Database>, brandId: string, facet: FailureFacet, { from, to }: InsightPeriod) {
  return db.selectFrom("insight_failure_facets").where("brand_id", "=", brandId).where("facet", "=", facet).where("day", ">=", from).where("day", "<=", to);
}
