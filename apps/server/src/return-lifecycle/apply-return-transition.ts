import { orderedUuid } from "../import/ordered-id.ts";
import type { Kysely } from "kysely";
import { RETURN_STAGE_STATUS_WORD, checkReturnMove, isReturnStage, returnStagePath, type ReturnActorKind, type ReturnStage } from "@portal/core/returns";
import { findReturnStage, insertReturnEvents, updateReturnStage, type ReturnMoveColumns } from "@portal/db/repositories/return-events";
import type { Database } from "@portal/db/schema";
import type { NewReturnRequestEventRow } from "@portal/db/schema-returns";
import { enqueueReturnMoveEvents } from "./return-brand-events.ts";
import { enqueueReturnNotification } from "../notifications/enqueue-return-notification.ts";

/** Who asked for a move: their kind, and what names them (an admin's username, a waybill and code…). */
export interface ReturnActor {
  kind: ReturnActorKind;
  name?: string | null;
  adminUserId?: string | null;
}

export interface ReturnTransition {
  brandId: string;
  requestId: string;
  to: ReturnStage;
  actor: ReturnActor;
  note?: string | null;
  now: Date;
  /** Columns written with the move (rejection reason, refund record, linked AWB…). */
  columns?: ReturnMoveColumns;
  /**
   * For sources that report where the request is now rather than one move (an import's
   * stage, a "delivered to warehouse" scan): follow core's shortest legal path, one event a step.
   */
  followPath?: boolean;
}

export type ReturnTransitionResult =
  | { outcome: "moved"; from: ReturnStage; to: ReturnStage; steps: ReturnStage[] }
  /** Already there: a repeated move changes nothing and records nothing. */
  | { outcome: "unchanged"; stage: ReturnStage }
  | { outcome: "illegal"; from: ReturnStage; to: ReturnStage; message: string }
  | { outcome: "not-found" };

/** Another writer moved the request between our read and our write this many times in a row: give up. */
const RACES_TOLERATED = 3;

/**
 * THE way a return request changes stage. Checks the move against core's transition table,
 * writes the stage (only if nobody moved it meanwhile) with the move's columns and stores one
 * event per step: who, when, from, to, note. Idempotent: a request already at `to` is left
 * alone. An illegal move changes nothing and says why. Runs in the caller's transaction, or
 * its own. Every source of moves (desk, import, reverse scans, the shopper) calls this, and the
 * brand's systems hear of each move from here (return-brand-events.ts).
 */
export async function applyReturnTransition(db: Kysely<Database>, move: ReturnTransition): Promise<ReturnTransitionResult> {
  if (db.isTransaction) return applyIn(db, move);
  return db.transaction().execute((trx) => applyIn(trx, move));
}

async function applyIn(db: Kysely<Database>, move: ReturnTransition): Promise<ReturnTransitionResult> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = await findReturnStage(db, move.brandId, move.requestId);
    if (stored === undefined) return { outcome: "not-found" };
    const from: ReturnStage = isReturnStage(stored) ? stored : "placed";
    const check = checkReturnMove(from, move.to);
    if (check.kind === "same") return { outcome: "unchanged", stage: from };
    let steps: ReturnStage[];
    if (check.kind === "move") steps = [move.to];
    else {
      const path = move.followPath ? returnStagePath(from, move.to) : undefined;
      if (path === undefined) return { outcome: "illegal", from, to: move.to, message: check.message };
      steps = path;
    }
    const at = move.now.toISOString();
    const columns: ReturnMoveColumns = { status: RETURN_STAGE_STATUS_WORD[move.to], ...stageColumns(steps, at), ...move.columns };
    if (await updateReturnStage(db, { brandId: move.brandId, requestId: move.requestId, from, to: move.to, at, columns })) {
      await insertReturnEvents(
        db,
        steps.map((to, i) => eventRow(move, { from: i === 0 ? from : steps[i - 1]!, to, at, action: to })),
      );
      await enqueueReturnMoveEvents(db, { brandId: move.brandId, requestId: move.requestId, from, steps, actor: move.actor, note: move.note, at });
      await enqueueReturnNotification(db, { brandId: move.brandId, requestId: move.requestId, steps, now: move.now });
      return { outcome: "moved", from, to: move.to, steps };
    }
    if (attempt >= RACES_TOLERATED) throw new Error(`Return request ${move.requestId} kept changing while being moved`);
  }
}

/** What a stage sets by itself: the approval time when a path passes through approved. */
function stageColumns(steps: readonly ReturnStage[], at: string): ReturnMoveColumns {
  return steps.includes("approved") ? { approval_date: at } : {};
}

function eventRow(
  move: Pick<ReturnTransition, "brandId" | "requestId" | "actor" | "note">,
  { from, to, at, action }: { from: ReturnStage | null; to: ReturnStage | null; at: string; action: string },
): NewReturnRequestEventRow {
  return {
    // Time-ordered: the moves of one call share a time and keep their order by id.
    id: orderedUuid(),
    brand_id: move.brandId,
    request_id: move.requestId,
    action,
    from_stage: from,
    to_stage: to,
    actor_kind: move.actor.kind,
    actor_name: move.actor.name ?? null,
    admin_user_id: move.actor.adminUserId ?? null,
    note: move.note?.trim() ? move.note.trim() : null,
    created_at: at,
  };
}

/**
 * Records a desk action that does not move the stage (a pickup AWB linked, an item inspected,
 * refund details revealed) in the same history, at the request's current stage.
 */
export async function recordReturnAction(
  db: Kysely<Database>,
  action: { brandId: string; requestId: string; action: string; stage: ReturnStage; actor: ReturnActor; note?: string | null; now: Date },
): Promise<void> {
  await insertReturnEvents(db, [eventRow(action, { from: action.stage, to: action.stage, at: action.now.toISOString(), action: action.action })]);
}

/** The first entry of a request's history, written with the request itself. */
export async function recordReturnPlaced(db: Kysely<Database>, placed: { brandId: string; requestId: string; actor: ReturnActor; now: Date }): Promise<void> {
  await insertReturnEvents(db, [eventRow(placed, { from: null, to: "placed", at: placed.now.toISOString(), action: "placed" })]);
  await enqueueReturnNotification(db, { brandId: placed.brandId, requestId: placed.requestId, steps: ["placed"], now: placed.now });
}
