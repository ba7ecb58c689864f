import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * A return request's life as one state machine. Every move of every request, from the admin
 * console, an import, a reverse-pickup scan or the shopper, goes through this table; the
 * server's applyReturnTransition stores each move as an event.
 */
export const RETURN_STAGES = [
  "placed",
  "approved",
  "rejected",
  "pickup_scheduled",
  "label_issued",
  "pickup_failed",
  "picked_up",
  "received",
  "inspected",
  "refunded",
  "exchanged",
  "cancelled",
] as const;
export type ReturnStage = (typeof RETURN_STAGES)[number];

export function isReturnStage(value: unknown): value is ReturnStage {
  return typeof value === "string" && (RETURN_STAGES as readonly string[]).includes(value);
}

/**
 * The stages each stage may move to, and nothing else. A self-shipped parcel may arrive
 * without a label of ours (approved → received); a failed pickup is booked again or cancelled;
 * a late "picked up" scan after a failure still counts.
 */
export const RETURN_TRANSITIONS = {
  placed: ["approved", "rejected", "cancelled"],
  approved: ["pickup_scheduled", "label_issued", "received", "cancelled"],
  rejected: [],
  pickup_scheduled: ["picked_up", "pickup_failed", "cancelled"],
  label_issued: ["picked_up", "received", "cancelled"],
  pickup_failed: ["pickup_scheduled", "picked_up", "cancelled"],
  picked_up: ["received"],
  received: ["inspected"],
  inspected: ["refunded", "exchanged"],
  refunded: [],
  exchanged: [],
  cancelled: [],
} as const satisfies Record<ReturnStage, readonly ReturnStage[]>;

/** Stages no move leaves. */
export const FINAL_RETURN_STAGES: readonly ReturnStage[] = RETURN_STAGES.filter((stage) => RETURN_TRANSITIONS[stage].length === 0);

/** Who made a move: a brand admin, the shopper, the brand's import, a courier scan, or the portal's own rule. */
export const RETURN_ACTORS = ["admin", "shopper", "import", "scan", "auto"] as const;
export type ReturnActorKind = (typeof RETURN_ACTORS)[number];

export function canMoveReturn(from: ReturnStage, to: ReturnStage): boolean {
  return (RETURN_TRANSITIONS[from] as readonly ReturnStage[]).includes(to);
}

export type ReturnMoveCheck = { kind: "move" } | { kind: "same" } | { kind: "illegal"; message: string };

/**
 * Whether `from → to` is a move: the same stage again is "same" (a repeated move does
 * nothing), a move the table lacks is "illegal" with a message that names both stages.
 */
export function checkReturnMove(from: ReturnStage, to: ReturnStage): ReturnMoveCheck {
  if (from === to) return { kind: "same" };
  if (canMoveReturn(from, to)) return { kind: "move" };
  const next = RETURN_TRANSITIONS[from];
  const allowed = next.length === 0 ? "it is final" : `from there it can only become ${next.join(", ")}`;
  return { kind: "illegal", message: `A return request that is ${from} cannot become ${to}: ${allowed}.` };
}

/**
 * The shortest chain of legal moves from `from` to `to` (without `from`), for sources that
 * report where a request is now rather than each move (an import's stage, a "delivered to
 * warehouse" scan). Empty when already there; undefined when `to` cannot be reached.
 */
export function returnStagePath(from: ReturnStage, to: ReturnStage): ReturnStage[] | undefined {
  if (from === to) return [];
  const cameFrom = new Map<ReturnStage, ReturnStage>();
  const queue: ReturnStage[] = [from];
  while (queue.length > 0) {
    const stage = queue.shift()!;
    for (const next of RETURN_TRANSITIONS[stage] as readonly ReturnStage[]) {
      if (next === from || cameFrom.has(next)) continue;
      cameFrom.set(next, stage);
      if (next === to) {
        const path: ReturnStage[] = [to];
        for (let at = stage; at !== from; at = cameFrom.get(at)!) path.unshift(at);
        return path;
      }
      queue.push(next);
    }
  }
  return undefined;
}

/** The older status word (return-status `metadata.status`) a stage shows as, for callers that read it. */
export const RETURN_STAGE_STATUS_WORD = {
  placed: "PLACED",
  approved: "APPROVED",
  rejected: "REJECTED",
  pickup_scheduled: "APPROVED",
  label_issued: "APPROVED",
  pickup_failed: "APPROVED",
  picked_up: "APPROVED",
  received: "APPROVED",
  inspected: "APPROVED",
  refunded: "APPROVED",
  exchanged: "APPROVED",
  cancelled: "CANCELLED",
} as const satisfies Record<ReturnStage, string>;

/** Stages that free the request's units to be returned again. */
export const RETURN_STAGES_RELEASING_UNITS: readonly ReturnStage[] = ["rejected", "cancelled"];

export const RETURN_STAGE_LABEL = {
  placed: msg`Request placed`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  pickup_scheduled: msg`Pickup scheduled`,
  label_issued: msg`Label issued`,
  pickup_failed: msg`Pickup failed`,
  picked_up: msg`Picked up`,
  received: msg`Received at warehouse`,
  inspected: msg`Inspected`,
  refunded: msg`Refunded`,
  exchanged: msg`Exchanged`,
  cancelled: msg`Cancelled`,
} as const satisfies Record<ReturnStage, MessageDescriptor>;

/** Why a brand rejected a request; the shopper reads the label in their language. */
export const RETURN_REJECTION_REASONS = ["outside-window", "not-returnable", "used-or-damaged", "missing-photos", "other"] as const;
export type ReturnRejectionReason = (typeof RETURN_REJECTION_REASONS)[number];

export const RETURN_REJECTION_LABEL = {
  "outside-window": msg`The return window for this order has closed.`,
  "not-returnable": msg`This item cannot be returned.`,
  "used-or-damaged": msg`The item looks used or damaged.`,
  "missing-photos": msg`The photos do not show the problem.`,
  other: msg`The brand could not accept this return.`,
} as const satisfies Record<ReturnRejectionReason, MessageDescriptor>;

export function isReturnRejectionReason(value: unknown): value is ReturnRejectionReason {
  return typeof value === "string" && (RETURN_REJECTION_REASONS as readonly string[]).includes(value);
}

/** What the warehouse found per item. */
export const RETURN_INSPECTION_OUTCOMES = ["accepted", "damaged", "missing"] as const;
export type ReturnInspectionOutcome = (typeof RETURN_INSPECTION_OUTCOMES)[number];

export const RETURN_INSPECTION_LABEL = {
  accepted: msg`As expected`,
  damaged: msg`Damaged`,
  missing: msg`Missing`,
} as const satisfies Record<ReturnInspectionOutcome, MessageDescriptor>;
