import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What the page asks of the shopper for a failed delivery or pickup reason. */
export const FEED_ACTIONS = [
  "ask-preferred-date",
  "confirm-delivery",
  "confirm-pickup",
  "reschedule",
  "report-no-attempt",
  "ask-alternate-number",
  "ask-address",
  "payment-not-ready",
  "customer-collects",
  "ask-feedback",
  "explain-product-issue",
  "open-delivery",
  "wrongly-routed",
  "next-business-day",
  "investigating",
] as const;
export type FeedAction = (typeof FEED_ACTIONS)[number];

export const FEED_ACTION_PROMPT = {
  "ask-preferred-date": msg`Choose a date that suits you and the courier will try again.`,
  "confirm-delivery": msg`Let us know if you still want this order.`,
  "confirm-pickup": msg`Let us know if you still want this item picked up.`,
  reschedule: msg`Choose the new date you would like.`,
  "report-no-attempt": msg`Sorry about that. Choose a date and the courier will try again.`,
  "ask-alternate-number": msg`Tell us which number the courier should call.`,
  "ask-address": msg`Share your full address and a landmark so the courier can find you.`,
  "payment-not-ready": msg`Choose a date when the payment will be ready.`,
  "customer-collects": msg`You can collect your order from the courier.`,
  "ask-feedback": msg`Tell us what went wrong with your delivery.`,
  "explain-product-issue": msg`Tell us more about the item so we can sort it out.`,
  "open-delivery": msg`The courier has noted your request for an open delivery.`,
  "wrongly-routed": msg`The courier is sending your shipment on the right route.`,
  "next-business-day": msg`The courier will come for the pickup on the next business day.`,
  investigating: msg`We are looking into it and will update you soon.`,
} as const satisfies Record<FeedAction, MessageDescriptor>;
