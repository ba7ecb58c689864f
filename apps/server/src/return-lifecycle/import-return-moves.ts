import type { Kysely } from "kysely";
import type { ImportReturnRequestUpdate } from "@portal/core/import";
import { isReturnStage, type ReturnStage } from "@portal/core/returns";
import { updateReturnColumns, type ReturnMoveColumns } from "@portal/db/repositories/return-events";
import type { Database } from "@portal/db/schema";
import { ImportRejectedError } from "../import/import-rejected-error.ts";
import { applyReturnTransition, recordReturnAction, type ReturnActor } from "./apply-return-transition.ts";

const IMPORT_ACTOR: ReturnActor = { kind: "import", name: "import" };

/**
 * Applies the `return_requests` of an imported return order: each names a request of that
 * order, and may set its reverse AWB, record its refund or the exchange's new shipment, and
 * move it to a stage. The stage (or, when none is given, refunded for a refund and exchanged
 * for an exchange AWB) is reached through applyReturnTransition along core's legal path; a
 * stage the request cannot reach refuses the record with the state machine's message.
 * Repeating the same import changes nothing.
 */
export async function importReturnRequestUpdates(
  db: Kysely<Database>,
  {
    brandId,
    returnOrderId,
    updates,
    now,
    path,
  }: { brandId: string; returnOrderId: string; updates: readonly ImportReturnRequestUpdate[]; now: Date; path: string },
): Promise<void> {
  for (const [index, update] of updates.entries()) {
    const at = `${path}.return_requests.${index}`;
    const stored = await db
      .selectFrom("return_requests")
      .select(["id", "stage", "awb", "courier_partner", "refund_recorded_minor", "refund_recorded_mode", "refund_reference", "exchange_waybill"])
      .where("brand_id", "=", brandId)
      .where("return_order_id", "=", returnOrderId)
      .where("id", "=", update.id)
      .executeTakeFirst();
    if (!stored) throw new ImportRejectedError(`${at}.id: this order has no return request "${update.id}".`);
    const stage: ReturnStage = isReturnStage(stored.stage) ? stored.stage : "placed";

    const columns: ReturnMoveColumns = {};
    if (update.reverse_awb !== undefined && update.reverse_awb !== stored.awb) {
      const reverse = await db
        .selectFrom("shipments")
        .select("id")
        .where("brand_id", "=", brandId)
        .where("waybill", "=", update.reverse_awb)
        .where("is_reverse", "=", 1)
        .executeTakeFirst();
      Object.assign(columns, { awb: update.reverse_awb, reverse_shipment_ref: reverse?.id ?? null });
    }
    if (update.courier_partner !== undefined && update.courier_partner !== stored.courier_partner) columns.courier_partner = update.courier_partner;
    if (update.refund) {
      const minor = Math.round(update.refund.amount * 100);
      const same =
        stored.refund_recorded_minor === minor && stored.refund_recorded_mode === update.refund.mode && stored.refund_reference === update.refund.reference;
      if (!same) {
        Object.assign(columns, {
          refund_recorded_minor: minor,
          refund_recorded_mode: update.refund.mode,
          refund_reference: update.refund.reference,
          refunded_at: update.refund.refunded_at ? new Date(update.refund.refunded_at).toISOString() : now.toISOString(),
        });
      }
    }
    if (update.exchange_awb !== undefined && update.exchange_awb !== stored.exchange_waybill) columns.exchange_waybill = update.exchange_awb;

    const target = update.stage ?? (update.refund ? "refunded" : update.exchange_awb ? "exchanged" : undefined);
    if (target !== undefined && target !== stage) {
      const result = await applyReturnTransition(db, {
        brandId,
        requestId: stored.id,
        to: target,
        actor: IMPORT_ACTOR,
        now,
        note: update.note,
        columns,
        followPath: true,
      });
      if (result.outcome === "illegal") throw new ImportRejectedError(`${at}.stage: ${result.message}`);
      if (result.outcome === "not-found") throw new ImportRejectedError(`${at}.id: this order has no return request "${update.id}".`);
      continue;
    }
    if (Object.keys(columns).length > 0) {
      await updateReturnColumns(db, brandId, stored.id, columns, now.toISOString());
      await recordReturnAction(db, {
        brandId,
        requestId: stored.id,
        action: "import-updated",
        stage,
        actor: IMPORT_ACTOR,
        now,
        note: update.note ?? changedNames(columns),
      });
    }
  }
}

const changedNames = (columns: ReturnMoveColumns) => `changed ${Object.keys(columns).join(", ")}`;
