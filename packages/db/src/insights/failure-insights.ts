import { sql, type Kysely } from "kysely";
import type { FailureFigures } from "@portal/core/api";
import type { Database } from "../schema.ts";
import { compared, type Compared, type InsightPeriod } from "./insight-period.ts";

const n = (value: unknown): number => Number(value ?? 0);

/** The Failed deliveries and pickups page, from `insight_failure_days` and `insight_delivery_days`. */
export function failureInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<FailureFigures>> {
  return compared(period, (p) => failureFigures(db, brandId, p));
}

async function failureFigures(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<FailureFigures> {
  const failures = db.selectFrom("insight_failure_days").where("brand_id", "=", brandId).where("day", ">=", from).where("day", "<=", to);
  const deliveries = failures.where("direction", "=", "delivery");
  const count = sql<number>`sum(shipments)`;
  const [shipped, failedByCourier, byReason, answers, outcomes, pincodes, pickups] = await Promise.all([
    db
      .selectFrom("insight_delivery_days")
      .select(["courier_id", count.as("n")])
      .where("brand_id", "=", brandId)
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("courier_id")
      .execute(),
    deliveries
      .select(["courier_id", count.as("n")])
      .groupBy("courier_id")
      .execute(),
    deliveries
      .select(["reason_code", count.as("n")])
      .groupBy("reason_code")
      .execute(),
    deliveries
      .select([count.as("n"), sql<number>`sum(answer_minutes)`.as("minutes")])
      .where("answer", "!=", "none")
      .executeTakeFirst(),
    deliveries
      .select(["answer", "outcome", count.as("n")])
      .groupBy(["answer", "outcome"])
      .execute(),
    deliveries
      .select(["pincode", count.as("n")])
      .where("pincode", "!=", "")
      .groupBy("pincode")
      .orderBy(count, "desc")
      .orderBy("pincode")
      .limit(10)
      .execute(),
    failures.select(count.as("n")).where("direction", "=", "pickup").executeTakeFirst(),
  ]);
  const couriers = new Set([...shipped.map((r) => r.courier_id), ...failedByCourier.map((r) => r.courier_id)]);
  const byCourier = [...couriers]
    .map((courier) => ({
      courier,
      shipments: n(shipped.find((r) => r.courier_id === courier)?.n),
      failed: n(failedByCourier.find((r) => r.courier_id === courier)?.n),
    }))
    .sort((a, b) => b.shipments - a.shipments || a.courier.localeCompare(b.courier));
  return {
    shipments: byCourier.reduce((s, r) => s + r.shipments, 0),
    failed: byCourier.reduce((s, r) => s + r.failed, 0),
    byCourier,
    byReason: byReason.map((r) => ({ reason: n(r.reason_code), failed: n(r.n) })).sort((a, b) => b.failed - a.failed || a.reason - b.reason),
    answered: n(answers?.n),
    answerMinutes: n(answers?.minutes),
    outcomes: outcomes
      .map((r) => ({ answer: r.answer, outcome: r.outcome, shipments: n(r.n) }))
      .sort((a, b) => a.answer.localeCompare(b.answer) || a.outcome.localeCompare(b.outcome)),
    topPincodes: pincodes.map((r) => ({ pincode: r.pincode, failed: n(r.n) })),
    pickupsFailed: n(pickups?.n),
  };
}
