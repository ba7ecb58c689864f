import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NdrReasonCode } from "../ndr/ndr-reasons.ts";
import type { DeliveryDateRule } from "./delivery-date-options.ts";
import { EDD_MESSAGE } from "./edd-messages.ts";

/** One next-step line per brand date rule: where the courier comes again, it names the brand's delivery days. */
type NextStepText = Record<DeliveryDateRule, MessageDescriptor>;

function sameForEveryRule(text: MessageDescriptor): NextStepText {
  return { "next-days": text, "fridays-only": text };
}

// The steps after a failed delivery. The courier comes again by itself...
const REATTEMPT: NextStepText = {
  // The expected-delivery line's own id 7 text: one message, not a second copy of it.
  "next-days": EDD_MESSAGE[7].describe(),
  "fridays-only": msg`The courier will try again on the next Friday.`,
};
const REPORTED_NO_ATTEMPT: NextStepText = {
  "next-days": msg`We have reported the missed attempt to the courier. They will try again within 24-48 hours.`,
  "fridays-only": msg`We have reported the missed attempt to the courier. They will try again on the next Friday.`,
};
const PAYMENT_REATTEMPT: NextStepText = {
  "next-days": msg`The courier will try again within 24-48 hours. Please keep the payment ready.`,
  "fridays-only": msg`The courier will try again on the next Friday. Please keep the payment ready.`,
};
// ...or waits for the shopper's answer...
const AWAITS_DATE = sameForEveryRule(msg`The courier will come on the day you choose below.`);
const AWAITS_CONFIRMATION = sameForEveryRule(msg`The courier will not try again until you confirm below that you still want the order.`);
const AWAITS_ADDRESS = sameForEveryRule(msg`The courier will try again once you confirm your address below.`);
const AWAITS_NUMBER = sameForEveryRule(msg`The courier will try again once you give a phone number they can reach you on.`);
// ...or the parcel waits, is re-routed, or is looked into.
const COLLECT = sameForEveryRule(msg`Your order is kept at the courier's office for you to collect.`);
const OPEN_DELIVERY = sameForEveryRule(msg`We will ask the courier about an open delivery and update this page.`);
const REROUTING = sameForEveryRule(msg`Your shipment is being sent on to the right place. This page will show the new delivery date.`);
const INVESTIGATING = sameForEveryRule(msg`We are looking into what went wrong and will update this page.`);

/**
 * What happens after a failed delivery, by its reason (product rules §4): a refused parcel is
 * never simply "tried again within 24-48 hours", and a Friday-only brand never promises it.
 */
export const NDR_NEXT_STEP = {
  1: REATTEMPT,
  2: AWAITS_CONFIRMATION,
  3: AWAITS_DATE,
  4: REPORTED_NO_ATTEMPT,
  5: AWAITS_NUMBER,
  6: AWAITS_ADDRESS,
  7: PAYMENT_REATTEMPT,
  8: AWAITS_ADDRESS,
  9: AWAITS_CONFIRMATION,
  10: COLLECT,
  11: INVESTIGATING,
  12: OPEN_DELIVERY,
  13: REROUTING,
  14: AWAITS_CONFIRMATION,
} as const satisfies Record<NdrReasonCode, NextStepText>;

/** The next-step line for a failed delivery's reason code under the brand's date rule; undefined for unlisted codes. */
export function ndrNextStepText(code: number | null | undefined, rule: DeliveryDateRule = "next-days"): MessageDescriptor | undefined {
  // The tracking page's bundle carries this table only, not the reason table's messages.
  if (code === null || code === undefined || !Object.hasOwn(NDR_NEXT_STEP, code)) return undefined;
  return NDR_NEXT_STEP[code as NdrReasonCode][rule];
}
