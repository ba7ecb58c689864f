import { msg } from "@lingui/core/macro";
import { failureReasonLookup, investigatedReason, type FailureReason } from "../feed-form/failure-reason.ts";

/** Failed-delivery (NDR) reason codes 1-14 (product rules §4). */
export const NDR_REASON_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type NdrReasonCode = (typeof NDR_REASON_CODES)[number];

const REJECTED: FailureReason = {
  message: msg`The delivery was refused.`,
  action: "confirm-delivery",
  form: "deliver-or-cancel",
};
const ADDRESS_NOT_FOUND: FailureReason = {
  message: msg`The courier could not find your address.`,
  action: "ask-address",
  form: "address",
};

export const NDR_REASON = {
  1: { message: msg`The courier could not reach you.`, action: "ask-preferred-date", form: "preferred-date" },
  2: REJECTED,
  3: { message: msg`You asked for the delivery on another day.`, action: "reschedule", form: "preferred-date" },
  4: { message: msg`The courier did not attempt the delivery.`, action: "report-no-attempt", form: "preferred-date" },
  5: {
    message: msg`The courier could not reach you on your phone.`,
    action: "ask-alternate-number",
    form: "alternate-number",
  },
  6: ADDRESS_NOT_FOUND,
  7: { message: msg`The payment was not ready at delivery.`, action: "payment-not-ready", form: "preferred-date" },
  8: ADDRESS_NOT_FOUND,
  9: REJECTED,
  10: { message: msg`You chose to collect the order yourself.`, action: "customer-collects", form: "none" },
  11: { message: msg`Something went wrong with your delivery.`, action: "ask-feedback", form: "feedback" },
  12: { message: msg`You asked for an open delivery.`, action: "open-delivery", form: "none" },
  13: { message: msg`Your shipment was sent to the wrong place.`, action: "wrongly-routed", form: "none" },
  14: REJECTED,
} as const satisfies Record<NdrReasonCode, FailureReason>;

/** Any other code: the delivery failed for a reason the courier has not given yet. */
export const NDR_OTHER_REASON = investigatedReason(msg`Your delivery did not go through.`);

const NDR_LOOKUP = failureReasonLookup(NDR_REASON_CODES, NDR_REASON, NDR_OTHER_REASON);

export const isNdrReasonCode = NDR_LOOKUP.isListed;

/** The reason for a failed-delivery code; unknown codes are being investigated. */
export const ndrReasonOf = NDR_LOOKUP.reasonOf;
