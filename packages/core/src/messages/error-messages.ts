import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The error catalogue of product rules §8. Texts marked "product rules" are verbatim. */
export const ERROR_MESSAGE_KEYS = [
  "tracking-not-found",
  "pincode-not-serviceable",
  "incorrect-link",
  "action-in-progress",
  "load-failed",
  "something-went-wrong",
] as const;
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

export const ERROR_MESSAGE = {
  // product rules: tracking 400 or no data, another brand's shipment, or code 23
  "tracking-not-found": msg`The order/shipment you're trying to track has not been shown shipped yet or the order number entered is incorrect.`,
  // product rules
  "pincode-not-serviceable": msg`Pincode is not serviceable, please ship order to us.`,
  // product rules: the 404 page
  "incorrect-link": msg`You seem to have found an incorrect link.`,
  // The product rules name this message without its text.
  "action-in-progress": msg`Please wait, we are still working on your last request.`,
  // A script chunk failed or timed out.
  "load-failed": msg`This page could not load. Please check your connection and try again.`,
  "something-went-wrong": msg`Something went wrong. Please try again.`,
} as const satisfies Record<ErrorMessageKey, MessageDescriptor>;

/** The 404 page also asks the shopper to get the right link from the brand. */
export const INCORRECT_LINK_HELP = msg`Please contact the brand for the correct tracking link.`;
