import type { CustomerFeed, TrackingEntry, TrackingFeedResult } from "@portal/core/api";
import type { FailureReason, FeedFormKind } from "@portal/core/feed-form";
import { forwardStageOfCode, type ForwardStage, type ReverseStage } from "@portal/core/status";
import { buildForwardTimeline, buildReversePickupTimeline } from "@portal/core/timeline";
import { failureReasonFor, type FeedDirection } from "./feed-direction.ts";

/** Why a shipment offers no failure form. */
export const NOT_OFFERED_REASONS = [
  "is-pickup",
  "is-delivery",
  "no-failure",
  "out-for-delivery",
  "reattempt",
  "delivered",
  "closed",
  "form-off",
  "pickup-not-failed",
  "picked-up",
  "pickup-cancelled",
] as const;
export type NotOfferedReason = (typeof NOT_OFFERED_REASONS)[number];

export type StageOffer = { kind: "not-offered"; reason: NotOfferedReason } | { kind: "open" };

export type FailureOffer =
  | { kind: "not-offered"; reason: NotOfferedReason }
  /** The failure is open but needs nothing from the shopper (being investigated, collect it...). */
  | { kind: "no-answer-needed"; code: number | null; reason: FailureReason }
  | {
      kind: "form";
      code: number;
      reason: FailureReason;
      form: Exclude<FeedFormKind, "none">;
      /** The concern already raised for this failure; answering again updates it (PUT). */
      concern: CustomerFeed | null;
    };

/** A forward stage that is not an open failure, and what to tell the shopper. */
const NOT_OFFERED_AT_FORWARD_STAGE = {
  "order-placed": "no-failure",
  "ready-to-ship": "no-failure",
  dispatched: "no-failure",
  "in-transit": "no-failure",
  "out-for-delivery": "out-for-delivery",
  delivered: "delivered",
  cancelled: "closed",
  lost: "closed",
  damaged: "closed",
  expired: "closed",
  // Shown when the brand's settings keep the form closed on this failure.
  "failed-delivery": "form-off",
  "returned-to-origin": "closed",
} as const satisfies Record<ForwardStage, NotOfferedReason>;

const NOT_OFFERED_AT_REVERSE_STAGE = {
  requested: "pickup-not-failed",
  "out-for-pickup": "pickup-not-failed",
  failed: "pickup-not-failed",
  "picked-up": "picked-up",
  cancelled: "pickup-cancelled",
  "returned-to-warehouse": "picked-up",
} as const satisfies Record<ReverseStage, NotOfferedReason>;

function deliveryStageOffer(entry: TrackingEntry): StageOffer {
  if (entry.config.is_rvp) return { kind: "not-offered", reason: "is-pickup" };
  const timeline = buildForwardTimeline({
    latestStatus: entry.latest_status,
    scans: entry.scans,
    shipDate: entry.config.ship_date,
    failedDeliveryFormEnabled: entry.config.enable_failed_delivery,
    formStatusCodes: entry.config.form_status_codes,
  });
  if (timeline.showActionForm) return { kind: "open" };
  // Core's "later scan wins": a new delivery run after a failure clears it.
  const failedBefore = entry.scans.some((scan) => forwardStageOfCode(scan.code) === "failed-delivery");
  const reason = NOT_OFFERED_AT_FORWARD_STAGE[timeline.stage];
  return { kind: "not-offered", reason: reason === "out-for-delivery" && failedBefore ? "reattempt" : reason };
}

function pickupStageOffer(entry: TrackingEntry): StageOffer {
  if (!entry.config.is_rvp) return { kind: "not-offered", reason: "is-delivery" };
  const timeline = buildReversePickupTimeline(entry.latest_status.code);
  return timeline.showActionForm ? { kind: "open" } : { kind: "not-offered", reason: NOT_OFFERED_AT_REVERSE_STAGE[timeline.stage] };
}

const STAGE_OFFER = {
  delivery: deliveryStageOffer,
  pickup: pickupStageOffer,
} as const satisfies Record<FeedDirection, (entry: TrackingEntry) => StageOffer>;

/**
 * Whether the shipment's status lets the shopper answer a failure at all. Known from
 * track-order alone, so the page can say so without waiting for the feed. (Without a valid
 * security key, on a brand that checks keys, track-order answers not found: no entry.)
 */
export function stageOfferOf(direction: FeedDirection, entry: TrackingEntry): StageOffer {
  return STAGE_OFFER[direction](entry);
}

/**
 * What the failure page shows: nothing to answer (and why), the reason with no form, or
 * the form of the open failure's reason code (new_ndr), with the concern already raised
 * for that same failure, if any.
 */
export function failureOfferOf(direction: FeedDirection, entry: TrackingEntry, feed: TrackingFeedResult): FailureOffer {
  const stage = stageOfferOf(direction, entry);
  if (stage.kind === "not-offered") return stage;
  const code = feed.new_ndr ?? null;
  const reason = failureReasonFor(direction, code);
  if (code === null || reason.form === "none") return { kind: "no-answer-needed", code, reason };
  const concern = feed.feed && feed.feed.issue_id === code ? feed.feed : null;
  return { kind: "form", code, reason, form: reason.form, concern };
}
