import type { CustomerFeed, TrackingFeedResult } from "../api/tracking-feed.ts";
import { forwardStageOfCode, type ForwardStage } from "../status/forward-stage.ts";
import type { ReverseStage } from "../status/reverse-stage.ts";
import { forwardTimelineInputOf, type TimelineEntrySource } from "../timeline/entry-timeline-input.ts";
import { buildForwardTimeline } from "../timeline/forward-timeline.ts";
import { buildReversePickupTimeline } from "../timeline/reverse-pickup-timeline.ts";
import { feedDirectionOf, failureReasonFor, type FeedDirection } from "./feed-direction.ts";
import type { FailureReason } from "./failure-reason.ts";
import type { FeedFormKind } from "./feed-form-kind.ts";

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

/**
 * What the rule reads of a shipment: the timeline's entry (core's TimelineEntrySource) and
 * whether it is a pickup. A track-order entry fits as it is; the server fills it from its records.
 */
export interface FailureOfferSource extends TimelineEntrySource {
  config: TimelineEntrySource["config"] & {
    /** A reverse pickup (RVP). */
    is_rvp: boolean;
  };
}

/** Asked about the other direction: a delivery is not a pickup and back. */
const NOT_OFFERED_IN_OTHER_DIRECTION = {
  delivery: "is-pickup",
  pickup: "is-delivery",
} as const satisfies Record<FeedDirection, NotOfferedReason>;

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

function deliveryStageOffer(source: FailureOfferSource): StageOffer {
  const timeline = buildForwardTimeline(forwardTimelineInputOf(source));
  if (timeline.showActionForm) return { kind: "open" };
  // The timeline's "later scan wins": a new delivery run after a failure clears it.
  const failedBefore = source.scans.some((scan) => forwardStageOfCode(scan.code) === "failed-delivery");
  const reason = NOT_OFFERED_AT_FORWARD_STAGE[timeline.stage];
  return { kind: "not-offered", reason: reason === "out-for-delivery" && failedBefore ? "reattempt" : reason };
}

function pickupStageOffer(source: FailureOfferSource): StageOffer {
  const timeline = buildReversePickupTimeline(source.latest_status.code);
  return timeline.showActionForm ? { kind: "open" } : { kind: "not-offered", reason: NOT_OFFERED_AT_REVERSE_STAGE[timeline.stage] };
}

const STAGE_OFFER = {
  delivery: deliveryStageOffer,
  pickup: pickupStageOffer,
} as const satisfies Record<FeedDirection, (source: FailureOfferSource) => StageOffer>;

/**
 * Whether the shipment's status lets the shopper answer a failure of this direction at all:
 * its latest failure is open (product rules §4: a failed delivery scanned after the last
 * delivery run, or a failed pickup) and the brand keeps the form open. Known from
 * track-order alone, so the page can say so without waiting for the feed.
 */
export function stageOfferOf(direction: FeedDirection, source: FailureOfferSource): StageOffer {
  if (feedDirectionOf(source.config.is_rvp) !== direction) return { kind: "not-offered", reason: NOT_OFFERED_IN_OTHER_DIRECTION[direction] };
  return STAGE_OFFER[direction](source);
}

/**
 * The failure the shopper may answer now (the feed's `new_ndr`): the shipment's reason code
 * while its failure of this direction is open, else null.
 */
export function openFailureCodeOf(direction: FeedDirection, source: FailureOfferSource, reasonCode: number | null): number | null {
  return stageOfferOf(direction, source).kind === "open" ? reasonCode : null;
}

/**
 * What the failure page shows: nothing to answer (and why), the reason with no form, or
 * the form of the open failure's reason code (new_ndr), with the concern already raised
 * for that same failure, if any.
 */
export function failureOfferOf(direction: FeedDirection, source: FailureOfferSource, feed: TrackingFeedResult): FailureOffer {
  const stage = stageOfferOf(direction, source);
  if (stage.kind === "not-offered") return stage;
  const code = feed.new_ndr ?? null;
  const reason = failureReasonFor(direction, code);
  if (code === null || reason.form === "none") return { kind: "no-answer-needed", code, reason };
  const concern = feed.feed && feed.feed.issue_id === code ? feed.feed : null;
  return { kind: "form", code, reason, form: reason.form, concern };
}
