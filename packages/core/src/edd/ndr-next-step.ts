import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NdrReasonCode } from "../ndr/ndr-reasons.ts";
import type { DeliveryDateRule } from "./delivery-date-options.ts";
import { EDD_MESSAGE } from "./edd-messages.ts";

/**
 * What happens after a failed delivery, by its reason: the courier comes again by itself, or
 * waits for the shopper's answer, or the parcel waits somewhere. A refused parcel is never
 * simply "tried again within 24-48 hours".
 */
export const NDR_NEXT_STEPS = [
  "reattempt",
  "reported-no-attempt",
  "payment-reattempt",
  "awaits-date",
  "awaits-confirmation",
  "awaits-address",
  "awaits-number",
  "collect",
  "open-delivery",
  "rerouting",
  "investigating",
] as const;
export type NdrNextStep = (typeof NDR_NEXT_STEPS)[number];

export const NDR_NEXT_STEP = {
  1: "reattempt",
  2: "awaits-confirmation",
  3: "awaits-date",
  4: "reported-no-attempt",
  5: "awaits-number",
  6: "awaits-address",
  7: "payment-reattempt",
  8: "awaits-address",
  9: "awaits-confirmation",
  10: "collect",
  11: "investigating",
  12: "open-delivery",
  13: "rerouting",
  14: "awaits-confirmation",
} as const satisfies Record<NdrReasonCode, NdrNextStep>;

/**
 * The next-step line per step and brand date rule: a step where the courier comes again names
 * the brand's delivery days (a Friday-only brand never promises 24-48 hours).
 */
export const NDR_NEXT_STEP_TEXT = {
  reattempt: {
    // The expected-delivery line's own id 7 text: one message, not a second copy of it.
    "next-days": EDD_MESSAGE[7].describe(),
    "fridays-only": msg`The courier will try again on the next Friday.`,
  },
  "reported-no-attempt": {
    "next-days": msg`We have reported the missed attempt to the courier. They will try again within 24-48 hours.`,
    "fridays-only": msg`We have reported the missed attempt to the courier. They will try again on the next Friday.`,
  },
  "payment-reattempt": {
    "next-days": msg`The courier will try again within 24-48 hours. Please keep the payment ready.`,
    "fridays-only": msg`The courier will try again on the next Friday. Please keep the payment ready.`,
  },
  "awaits-date": sameForEveryRule(msg`The courier will come on the day you choose below.`),
  "awaits-confirmation": sameForEveryRule(msg`The courier will not try again until you confirm below that you still want the order.`),
  "awaits-address": sameForEveryRule(msg`The courier will try again once you confirm your address below.`),
  "awaits-number": sameForEveryRule(msg`The courier will try again once you give a phone number they can reach you on.`),
  collect: sameForEveryRule(msg`Your order is kept at the courier's office for you to collect.`),
  "open-delivery": sameForEveryRule(msg`We will ask the courier about an open delivery and update this page.`),
  rerouting: sameForEveryRule(msg`Your shipment is being sent on to the right place. This page will show the new delivery date.`),
  investigating: sameForEveryRule(msg`We are looking into what went wrong and will update this page.`),
} as const satisfies Record<NdrNextStep, Record<DeliveryDateRule, MessageDescriptor>>;

function sameForEveryRule(text: MessageDescriptor): Record<DeliveryDateRule, MessageDescriptor> {
  return { "next-days": text, "fridays-only": text };
}

/** The next-step line for a failed delivery's reason code under the brand's date rule; undefined for unlisted codes. */
export function ndrNextStepText(code: number | null | undefined, rule: DeliveryDateRule = "next-days"): MessageDescriptor | undefined {
  // The tracking page's bundle carries this table only, not the reason table's messages.
  if (code === null || code === undefined || !Object.hasOwn(NDR_NEXT_STEP, code)) return undefined;
  return NDR_NEXT_STEP_TEXT[NDR_NEXT_STEP[code as NdrReasonCode]][rule];
}
