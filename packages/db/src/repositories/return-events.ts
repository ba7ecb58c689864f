import type { Kysely } from "kysely";
import { fromExcluded, statementSlices } from "./upsert-rows.ts";
import type { Database } from "../schema.ts";
import type { NewReturnRequestEventRow, ReturnRequestEventRow } from "../schema-returns.ts";

// A return request's history: stage moves and other desk actions, oldest first.

export async function insertReturnEvents(db: Kysely<Database>, events: readonly NewReturnRequestEventRow[]): Promise<void> {
  for (const event of events) await db.insertInto("return_request_events").values(event).execute();
}

export async function listReturnEvents(db: Kysely<Database>, brandId: string, requestId: string): Promise<ReturnRequestEventRow[]> {
  return db
    .selectFrom("return_request_events")
    .selectAll()
    .where("brand_id", "=", brandId)
    .where("request_id", "=", requestId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The request's stage now, or undefined when the brand has no such request. */
export async function findReturnStage(db: Kysely<Database>, brandId: string, requestId: string): Promise<string | undefined> {
  const row = await db.selectFrom("return_requests").select("stage").where("brand_id", "=", brandId).where("id", "=", requestId).executeTakeFirst();
  return row?.stage;
}

/** Columns a move may write along with the stage. */
export type ReturnMoveColumns = Partial<{
  status: string;
  approval_date: string | null;
  rejection_reason: string | null;
  remark: string | null;
  awb: string | null;
  courier_partner: string | null;
  reverse_shipment_ref: string | null;
  refund_recorded_minor: number | null;
  refund_recorded_mode: string | null;
  refund_reference: string | null;
  refunded_at: string | null;
  exchange_waybill: string | null;
}>;

/**
 * Sets the stage (and `columns`) only while the request is still at `from`: false when
 * another writer moved it first, so the caller re-reads instead of overwriting their move.
 */
export async function updateReturnStage(
  db: Kysely<Database>,
  { brandId, requestId, from, to, at, columns }: { brandId: string; requestId: string; from: string; to: string; at: string; columns: ReturnMoveColumns },
): Promise<boolean> {
  const result = await db
    .updateTable("return_requests")
    .set({ ...columns, stage: to, stage_changed_at: at, updated_at: at })
    .where("brand_id", "=", brandId)
    .where("id", "=", requestId)
    .where("stage", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Writes columns that do not move the stage (a linked AWB, per-item inspection). */
export async function updateReturnColumns(db: Kysely<Database>, brandId: string, requestId: string, columns: ReturnMoveColumns, at: string): Promise<void> {
  await db
    .updateTable("return_requests")
    .set({ ...columns, updated_at: at })
    .where("brand_id", "=", brandId)
    .where("id", "=", requestId)
    .execute();
}

export async function saveItemInspection(
  db: Kysely<Database>,
  brandId: string,
  requestId: string,
  line: { returnId: string; outcome: string; note: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("return_request_items")
    .set({ inspection_outcome: line.outcome, inspection_note: line.note, inspected_at: line.at })
    .where("brand_id", "=", brandId)
    .where("request_id", "=", requestId)
    .where("id", "=", line.returnId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Requests a reverse shipment's scan may move: linked by the shipment itself or by its
 * waybill, newest first.
 */
export async function findRequestsOfReverseShipment(
  db: Kysely<Database>,
  brandId: string,
  shipment: { id: string; waybill: string | null },
): Promise<Array<{ id: string; stage: string }>> {
  return db
    .selectFrom("return_requests")
    .select(["id", "stage"])
    .where("brand_id", "=", brandId)
    .where((eb) => eb.or([eb("reverse_shipment_ref", "=", shipment.id), ...(shipment.waybill ? [eb("awb", "=", shipment.waybill)] : [])]))
    .orderBy("created_at", "desc")
    .execute();
}

/** History rows with fixed ids (the demo seed's), upserted by id so a repeated seed moves their times along. */
export async function upsertFixedIdReturnEvents(db: Kysely<Database>, events: readonly NewReturnRequestEventRow[]): Promise<void> {
  const columns = ["action", "from_stage", "to_stage", "actor_kind", "actor_name", "admin_user_id", "note", "created_at"] as const;
  for (const part of statementSlices(events)) {
    await db
      .insertInto("return_request_events")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, columns)))
      .execute();
  }
}
