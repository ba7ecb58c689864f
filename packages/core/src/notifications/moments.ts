import type { ReturnStage } from "../returns/return-stage.ts";
import type { ForwardStage, ReverseStage } from "../status/index.ts";

/**
 * The moments a shopper is told about (issue 35; docs/notifications.md). Each is decided by the
 * tables below from what the import, webhooks and the returns desk already write, never by a
 * channel or a brand: brands only switch moments and channels on or off.
 */
export const MOMENTS = [
  "shipped",
  "out-for-delivery",
  "delivered",
  "failed-delivery",
  // Time-driven (notification timers): one reminder when the failed-delivery form stays unanswered.
  "ndr-reminder",
  "pickup-failed",
  "delayed",
  "return-placed",
  "return-approved",
  "return-picked-up",
  "return-refunded",
  "exchange-shipped",
] as const;
export type Moment = (typeof MOMENTS)[number];

/** The moment a forward shipment's stage is, if any: scans in transit tell the shopper nothing new. */
export const MOMENT_OF_FORWARD_STAGE = {
  "order-placed": undefined,
  "ready-to-ship": undefined,
  dispatched: "shipped",
  "in-transit": undefined,
  "out-for-delivery": "out-for-delivery",
  delivered: "delivered",
  cancelled: undefined,
  lost: undefined,
  damaged: undefined,
  expired: undefined,
  "failed-delivery": "failed-delivery",
  "returned-to-origin": undefined,
} as const satisfies Record<ForwardStage, Moment | undefined>;

/** A reverse pickup's moments: only its failure asks something of the shopper (the pickup form). */
export const MOMENT_OF_REVERSE_STAGE = {
  requested: undefined,
  "out-for-pickup": undefined,
  failed: "pickup-failed",
  "picked-up": "return-picked-up",
  cancelled: undefined,
  "returned-to-warehouse": undefined,
} as const satisfies Record<ReverseStage, Moment | undefined>;

/**
 * Moments that may come again for one shipment: a second failed attempt is news (a new form to
 * answer), a second "delivered" is not. Every other moment is sent at most once per shipment.
 */
export const REPEATABLE_MOMENTS = new Set<Moment>(["failed-delivery", "ndr-reminder", "pickup-failed"]);

/** The screen a moment's message links to (a signed deep link; the channel writes the URL). */
export const MOMENT_LINK = {
  shipped: "tracking",
  "out-for-delivery": "tracking",
  delivered: "tracking",
  "failed-delivery": "delivery-issue",
  "ndr-reminder": "delivery-issue",
  "pickup-failed": "reverse-issue",
  delayed: "tracking",
  "return-placed": "returns-status",
  "return-approved": "returns-status",
  "return-picked-up": "returns-status",
  "return-refunded": "returns-status",
  "exchange-shipped": "tracking",
} as const satisfies Record<Moment, "tracking" | "delivery-issue" | "reverse-issue" | "returns-status">;

/** What one write of a shipment said: its stage before and after, oldest first within a burst. */
export interface StageChange<S extends string> {
  before: S | undefined;
  after: S;
}

/**
 * The one moment to send for a burst of scans written together (collapsing: the shopper hears
 * the latest news once, not one message per scan), given the moments already sent for the
 * shipment. Undefined: nothing to say.
 */
export function momentToSend(
  change: StageChange<ForwardStage>,
  sent: ReadonlySet<Moment>,
  table: Readonly<Record<ForwardStage, Moment | undefined>> = MOMENT_OF_FORWARD_STAGE,
): Moment | undefined {
  if (change.before === change.after && !REPEATABLE_MOMENTS.has(table[change.after] as Moment)) return undefined;
  const moment = table[change.after];
  if (moment === undefined) return undefined;
  if (sent.has(moment) && !REPEATABLE_MOMENTS.has(moment)) return undefined;
  return moment;
}

/** The same for a reverse pickup's stage. */
export function reverseMomentToSend(change: StageChange<ReverseStage>, sent: ReadonlySet<Moment>): Moment | undefined {
  const moment = MOMENT_OF_REVERSE_STAGE[change.after];
  if (moment === undefined || change.before === change.after) return undefined;
  if (sent.has(moment) && !REPEATABLE_MOMENTS.has(moment)) return undefined;
  return moment;
}

/** The key that makes a message unique: a shipment's moment on a channel, once (or once per attempt for repeatable ones). */
export function messageKey(shipmentId: string, moment: Moment, channel: string, attempt = 1): string {
  return REPEATABLE_MOMENTS.has(moment) ? `${shipmentId}:${moment}:${attempt}:${channel}` : `${shipmentId}:${moment}:${channel}`;
}

/**
 * A return request's moments, from its stage (the returns desk, the import and reverse scans
 * move it, apply-return-transition). A reverse pickup's own "picked up" scan moves its request
 * to picked_up, so the shopper hears of it once, from here.
 */
export const MOMENT_OF_RETURN_STAGE = {
  placed: "return-placed",
  approved: "return-approved",
  rejected: undefined,
  pickup_scheduled: undefined,
  label_issued: undefined,
  pickup_failed: undefined,
  picked_up: "return-picked-up",
  received: undefined,
  inspected: undefined,
  refunded: "return-refunded",
  exchanged: "exchange-shipped",
  cancelled: undefined,
} as const satisfies Record<ReturnStage, Moment | undefined>;
