import { sql, type Kysely } from "kysely";
import type { ReturnFigures } from "@portal/core/api";
import type { Database } from "../schema.ts";
import { deliveryFacetRows } from "./delivery-insights.ts";
import { failureFacetRows } from "./failure-insights.ts";
import { compared, type Compared, type InsightPeriod } from "./insight-period.ts";

const n = (value: unknown): number => Number(value ?? 0);

/** The Returns and exchanges page, from `insight_return_days` and `insight_return_item_days` (and the delivery and failure facets). */
export function returnInsights(db: Kysely<Database>, brandId: string, period: InsightPeriod): Promise<Compared<ReturnFigures>> {
  return compared(period, (p) => returnFigures(db, brandId, p));
}

async function returnFigures(db: Kysely<Database>, brandId: string, { from, to }: InsightPeriod): Promise<ReturnFigures> {
  const inPeriod = <T extends "insight_return_days" | "insight_return_item_days">(table: T) =>
    db
      .selectFrom(table as "insight_return_days")
      .where("brand_id", "=", brandId)
      .where("day", ">=", from)
      .where("day", "<=", to);
  // Units returned (not exchanged) in the period, item by item.
  const returnedUnits = () =>
    db.selectFrom("insight_return_item_days").where("brand_id", "=", brandId).where("day", ">=", from).where("day", "<=", to).where("kind", "=", "return");
  const [kinds, reasons, items, modes, refunds, stages, delivered, pickups] = await Promise.all([
    inPeriod("insight_return_days")
      .select(["kind", sql<number>`sum(requests)`.as("n")])
      .groupBy("kind")
      .execute(),
    returnedUnits()
      .select(["reason_id", sql<number>`sum(units)`.as("n")])
      .groupBy("reason_id")
      .execute(),
    returnedUnits()
      .select(["item", sql<number>`sum(units)`.as("n")])
      .groupBy("item")
      .orderBy(sql`sum(units)`, "desc")
      .orderBy("item")
      .limit(10)
      .execute(),
    inPeriod("insight_return_days")
      .select(["refund_mode", sql<number>`sum(requests)`.as("n"), sql<number>`sum(refund_minor)`.as("minor")])
      .where("kind", "=", "return")
      .groupBy("refund_mode")
      .execute(),
    inPeriod("insight_return_days")
      .select([sql<number>`sum(refunded)`.as("n"), sql<number>`sum(refund_hours)`.as("hours")])
      .executeTakeFirst(),
    inPeriod("insight_return_days")
      .select(["stage", sql<number>`sum(requests)`.as("n")])
      .groupBy("stage")
      .execute(),
    deliveryFacetRows(db, brandId, "stage", { from, to })
      .select(sql<number>`sum(shipments)`.as("n"))
      .where("key", "=", "delivered")
      .executeTakeFirst(),
    failureFacetRows(db, brandId, "pickup", { from, to })
      .select(sql<number>`sum(shipments)`.as("n"))
      .executeTakeFirst(),
  ]);
  return {
    returns: n(kinds.find((k) => k.kind === "return")?.n),
    exchanges: n(kinds.find((k) => k.kind === "exchange")?.n),
    delivered: n(delivered?.n),
    byReason: reasons.map((r) => ({ reason: n(r.reason_id), units: n(r.n) })).sort((a, b) => b.units - a.units || a.reason - b.reason),
    byItem: items.map((r) => ({ item: r.item, units: n(r.n) })),
    byRefundMode: modes
      .map((r) => ({ mode: r.refund_mode, requests: n(r.n), refundedMinor: n(r.minor) }))
      .sort((a, b) => b.requests - a.requests || a.mode.localeCompare(b.mode)),
    refunded: n(refunds?.n),
    refundHours: n(refunds?.hours),
    byStage: stages.map((r) => ({ stage: r.stage, requests: n(r.n) })).sort((a, b) => b.requests - a.requests || a.stage.localeCompare(b.stage)),
    pickupsFailed: n(pickups?.n),
  };
}
