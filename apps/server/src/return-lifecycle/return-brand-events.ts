import type { Kysely } from "kysely";
import type { ReturnActorKind, ReturnStage } from "@portal/core/returns";
import type { Database } from "@portal/db/schema";
import { enqueueBrandEvent } from "../brand-events/enqueue-brand-event.ts";
import type { ReturnUpdatedData } from "../brand-events/brand-event-data.ts";

/** How brand events name who moved a request (docs/brand-events.md). */
const BY_OF_ACTOR = {
  admin: "admin",
  shopper: "shopper",
  import: "import",
  scan: "scan",
  auto: "policy",
} as const satisfies Record<ReturnActorKind, ReturnUpdatedData["by"]>;

/**
 * The brand's systems hear of every move (`return.updated`, one per step) and of a recorded
 * refund (`return.refunded`), in the move's own transaction: stored with the move or not at all.
 * Nothing is queued for a brand without an endpoint.
 */
export async function enqueueReturnMoveEvents(
  db: Kysely<Database>,
  move: {
    brandId: string;
    requestId: string;
    from: ReturnStage;
    steps: readonly ReturnStage[];
    actor: { kind: ReturnActorKind; name?: string | null };
    note?: string | null;
    at: string;
  },
): Promise<void> {
  const request = await db
    .selectFrom("return_requests as r")
    .innerJoin("return_orders as ro", "ro.id", "r.return_order_id")
    .innerJoin("orders as o", "o.id", "ro.order_ref")
    .select(["o.order_id", "o.currency", "r.refund_recorded_minor", "r.refund_recorded_mode", "r.refund_reference", "r.refunded_at"])
    .where("r.brand_id", "=", move.brandId)
    .where("r.id", "=", move.requestId)
    .executeTakeFirst();
  if (!request) return;
  const now = new Date(move.at);
  for (const [index, stage] of move.steps.entries()) {
    await enqueueBrandEvent(
      db,
      move.brandId,
      "return.updated",
      {
        return_id: move.requestId,
        order_id: request.order_id,
        stage,
        previous_stage: index === 0 ? move.from : move.steps[index - 1]!,
        by: BY_OF_ACTOR[move.actor.kind],
        actor: move.actor.kind === "admin" ? (move.actor.name ?? null) : null,
        reason: move.note?.trim() || null,
        at: move.at,
      },
      { now },
    );
  }
  if (move.steps.includes("refunded") && request.refund_recorded_minor !== null) {
    await enqueueBrandEvent(
      db,
      move.brandId,
      "return.refunded",
      {
        return_id: move.requestId,
        order_id: request.order_id,
        amount_minor: request.refund_recorded_minor,
        currency: request.currency,
        mode: request.refund_recorded_mode ?? "",
        reference: request.refund_reference ?? null,
        refunded_at: request.refunded_at ?? move.at,
      },
      { now },
    );
  }
}
