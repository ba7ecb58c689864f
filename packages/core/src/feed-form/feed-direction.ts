import { NDR_OTHER_REASON, ndrReasonOf } from "../ndr/ndr-reasons.ts";
import { PICKUP_OTHER_REASON, pickupReasonOf } from "../pickup/pickup-reasons.ts";
import type { FailureReason } from "./failure-reason.ts";

/** A failed delivery (forward shipment, NDR codes 1-14) or a failed pickup (reverse, codes 1-11). */
export const FEED_DIRECTIONS = ["delivery", "pickup"] as const;
export type FeedDirection = (typeof FEED_DIRECTIONS)[number];

/** A reverse pickup's failures are failed pickups; a forward shipment's, failed deliveries. */
export function feedDirectionOf(isPickup: boolean): FeedDirection {
  return isPickup ? "pickup" : "delivery";
}

const REASON_TABLE = {
  delivery: { of: ndrReasonOf, other: NDR_OTHER_REASON },
  pickup: { of: pickupReasonOf, other: PICKUP_OTHER_REASON },
} as const satisfies Record<FeedDirection, { of: (code: number) => FailureReason; other: FailureReason }>;

/**
 * The reason row for a failure code. No code at all (the courier gave none yet) reads like
 * an unlisted code: being investigated.
 */
export function failureReasonFor(direction: FeedDirection, code: number | null | undefined): FailureReason {
  const table = REASON_TABLE[direction];
  return code === null || code === undefined ? table.other : table.of(code);
}
