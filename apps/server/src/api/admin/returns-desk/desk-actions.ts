import type { Kysely } from "kysely";
import type { ReturnDeskAction } from "@portal/core/api";
import type { ReturnStage } from "@portal/core/returns";
import { saveItemInspection, updateReturnColumns } from "@portal/db/repositories/return-events";
import type { Database } from "@portal/db/schema";
import { applyReturnTransition, recordReturnAction, type ReturnActor, type ReturnTransitionResult } from "../../../return-lifecycle/apply-return-transition.ts";
import type { DeskRequest } from "./desk-detail.ts";

/** What an action did: changed something, changed nothing (a repeat), or was refused with a status and why. */
export type DeskActionOutcome = { ok: true; changed: boolean } | { ok: false; status: 400 | 404 | 409; message: string };

const toMinor = (amount: number) => Math.round(amount * 100);

/**
 * One desk action on one request, in a transaction. Stage moves go through
 * applyReturnTransition; a repeated action answers "unchanged" and records nothing.
 */
export async function performDeskAction(
  db: Kysely<Database>,
  { brandId, request, action, actor, now }: { brandId: string; request: DeskRequest; action: ReturnDeskAction; actor: ReturnActor; now: Date },
): Promise<DeskActionOutcome> {
  const requestId = request.answer.return_id;
  return db.transaction().execute(async (trx) => {
    const move = async (to: ReturnStage, extra: Partial<Parameters<typeof applyReturnTransition>[1]> = {}) =>
      outcomeOf(await applyReturnTransition(trx, { brandId, requestId, to, actor, now, note: action.note, ...extra }));
    const stage = request.answer.stage;
    switch (action.action) {
      case "approve":
        return move("approved");
      case "reject":
        return move("rejected", { columns: { rejection_reason: action.reason } });
      case "cancel":
        return move("cancelled");
      case "receive":
        return move("received");
      case "link-pickup": {
        const reverse = await trx
          .selectFrom("shipments")
          .select("id")
          .where("brand_id", "=", brandId)
          .where("waybill", "=", action.awb)
          .where("is_reverse", "=", 1)
          .executeTakeFirst();
        const columns = { awb: action.awb, courier_partner: action.courier || null, reverse_shipment_ref: reverse?.id ?? null };
        if (stage !== "pickup_scheduled") {
          return outcomeOf(await applyReturnTransition(trx, { brandId, requestId, to: "pickup_scheduled", actor, now, note: action.note, columns }));
        }
        if (request.answer.awb === action.awb) return { ok: true, changed: false };
        await updateReturnColumns(trx, brandId, requestId, columns, now.toISOString());
        await recordReturnAction(trx, { brandId, requestId, action: "pickup-linked", stage, actor, now, note: `AWB ${action.awb}` });
        return { ok: true, changed: true };
      }
      case "inspect": {
        if (stage !== "received" && stage !== "inspected") {
          return { ok: false, status: 409, message: `A return request that is ${stage} cannot be inspected: mark it received first.` };
        }
        const known = new Map(request.answer.items.map((item) => [item.return_id, item]));
        const unknown = action.items.find((line) => !known.has(line.return_id));
        if (unknown) return { ok: false, status: 400, message: `items.return_id: "${unknown.return_id}" is not an item of this request.` };
        const differs = action.items.some((line) => {
          const stored = known.get(line.return_id)?.inspection;
          return stored?.outcome !== line.outcome || stored.note !== line.note;
        });
        if (!differs && stage === "inspected") return { ok: true, changed: false };
        const at = now.toISOString();
        for (const line of action.items)
          await saveItemInspection(trx, brandId, requestId, { returnId: line.return_id, outcome: line.outcome, note: line.note, at });
        const summary = action.items
          .map((line) => `${known.get(line.return_id)?.title || line.return_id}: ${line.outcome}${line.note ? ` (${line.note})` : ""}`)
          .join("; ");
        const note = [summary, action.note].filter(Boolean).join(" — ");
        if (stage === "inspected") {
          await recordReturnAction(trx, { brandId, requestId, action: "inspection-updated", stage, actor, now, note });
          return { ok: true, changed: true };
        }
        return outcomeOf(await applyReturnTransition(trx, { brandId, requestId, to: "inspected", actor, now, note }));
      }
      case "refund": {
        const amountMinor = toMinor(action.amount);
        const recorded = request.answer.refund_record;
        if (stage === "refunded" && recorded) {
          const same = toMinor(recorded.amount) === amountMinor && recorded.mode === action.mode && recorded.reference === action.reference;
          return same ? { ok: true, changed: false } : { ok: false, status: 409, message: "This request is refunded already; its refund cannot be changed." };
        }
        if (amountMinor > request.allowanceMinor) {
          return { ok: false, status: 400, message: `amount: at most ${request.answer.refund_allowance} may be refunded for these items.` };
        }
        return outcomeOf(
          await applyReturnTransition(trx, {
            brandId,
            requestId,
            to: "refunded",
            actor,
            now,
            note: [`${action.amount} ${request.answer.currency_code} ${action.mode} ${action.reference}`, action.note].filter(Boolean).join(" — "),
            columns: {
              refund_recorded_minor: amountMinor,
              refund_recorded_mode: action.mode,
              refund_reference: action.reference,
              refunded_at: now.toISOString(),
            },
          }),
        );
      }
      case "exchange": {
        if (request.answer.kind !== "exchange")
          return { ok: false, status: 409, message: "Only an exchange request can be marked exchanged; record a refund instead." };
        return outcomeOf(
          await applyReturnTransition(trx, {
            brandId,
            requestId,
            to: "exchanged",
            actor,
            now,
            note: action.note || `AWB ${action.awb}`,
            columns: { exchange_waybill: action.awb },
          }),
        );
      }
    }
  });
}

export function outcomeOf(result: ReturnTransitionResult): DeskActionOutcome {
  switch (result.outcome) {
    case "moved":
      return { ok: true, changed: true };
    case "unchanged":
      return { ok: true, changed: false };
    case "illegal":
      return { ok: false, status: 409, message: result.message };
    case "not-found":
      return { ok: false, status: 404, message: "The brand has no such return request." };
  }
}
