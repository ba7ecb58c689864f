import { msg } from "@lingui/core/macro";
import { failureReasonLookup, investigatedReason, type FailureReason } from "../feed-form/failure-reason.ts";

/** Failed-pickup reason codes 1-11 (product rules §4). */
export const PICKUP_REASON_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export type PickupReasonCode = (typeof PICKUP_REASON_CODES)[number];

export const PICKUP_REASON = {
  1: { message: msg`The courier could not reach you.`, action: "ask-preferred-date", form: "preferred-date" },
  2: { message: msg`A request to cancel the pickup was made.`, action: "confirm-pickup", form: "pickup-or-cancel" },
  3: { message: msg`The item looked damaged or used.`, action: "explain-product-issue", form: "feedback" },
  4: { message: msg`The item's colour or brand did not match.`, action: "explain-product-issue", form: "feedback" },
  5: { message: msg`The number of items did not match.`, action: "explain-product-issue", form: "feedback" },
  6: { message: msg`The courier needs a pickup date that suits you.`, action: "ask-preferred-date", form: "preferred-date" },
  7: { message: msg`Your address is outside the courier's service area.`, action: "ask-address", form: "address" },
  8: { message: msg`The courier tried several times without success.`, action: "ask-preferred-date", form: "preferred-date" },
  9: { message: msg`The pickup is planned for the next business day.`, action: "next-business-day", form: "none" },
  10: { message: msg`The pickup was refused.`, action: "confirm-pickup", form: "pickup-or-cancel" },
  11: { message: msg`The item was not ready for pickup.`, action: "ask-preferred-date", form: "preferred-date" },
} as const satisfies Record<PickupReasonCode, FailureReason>;

/** Any other code: being investigated. */
export const PICKUP_OTHER_REASON = investigatedReason(msg`Your pickup did not go through.`);

const PICKUP_LOOKUP = failureReasonLookup(PICKUP_REASON_CODES, PICKUP_REASON, PICKUP_OTHER_REASON);

export const isPickupReasonCode = PICKUP_LOOKUP.isListed;

/** The reason for a failed-pickup code; unknown codes are being investigated. */
export const pickupReasonOf = PICKUP_LOOKUP.reasonOf;
