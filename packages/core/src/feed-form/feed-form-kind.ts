import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The forms a shopper fills in after a failed delivery or pickup. Each reason code and
 * each delivery-issue id names one of these.
 */
export const FEED_FORM_KINDS = [
  "none",
  "preferred-date",
  "date-and-address",
  "deliver-or-cancel",
  "pickup-or-cancel",
  "alternate-number",
  "address",
  "feedback",
] as const;
export type FeedFormKind = (typeof FEED_FORM_KINDS)[number];

/** Field names follow the API's customer feed. `contact` picks order vs alternate number. */
export const FEED_FIELDS = ["answer", "preferred_date", "contact", "phone_number", "address", "drop_pincode", "landmark", "comment"] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export type FeedAnswer = "accept" | "reject";
export type ContactChoice = "order-number" | "alternate-number";

export interface ChoiceOption<TValue extends string> {
  value: TValue;
  label: MessageDescriptor;
}

export interface FeedChoice<TValue extends string> {
  field: "answer" | "contact";
  question: MessageDescriptor;
  options: readonly [ChoiceOption<TValue>, ChoiceOption<TValue>];
}

export interface FeedFormSpec {
  /** The fields shown, in order (some only when a choice or the brand asks for them). */
  fields: readonly FeedField[];
  choice?: FeedChoice<FeedAnswer> | FeedChoice<ContactChoice>;
}

const DELIVER_OR_CANCEL: FeedChoice<FeedAnswer> = {
  field: "answer",
  question: msg`Do you still want this order delivered?`,
  options: [
    { value: "accept", label: msg`Yes, deliver it` },
    { value: "reject", label: msg`No, cancel it` },
  ],
};

const PICKUP_OR_CANCEL: FeedChoice<FeedAnswer> = {
  field: "answer",
  question: msg`Do you still want this item picked up?`,
  options: [
    { value: "accept", label: msg`Yes, pick it up` },
    { value: "reject", label: msg`No, cancel the pickup` },
  ],
};

const ORDER_OR_ALTERNATE_NUMBER: FeedChoice<ContactChoice> = {
  field: "contact",
  question: msg`Which number should the courier call?`,
  options: [
    { value: "order-number", label: msg`The number on my order` },
    { value: "alternate-number", label: msg`Another number` },
  ],
};

export const FEED_FORM_SPEC = {
  none: { fields: [] },
  "preferred-date": { fields: ["preferred_date"] },
  "date-and-address": { fields: ["preferred_date", "address", "drop_pincode", "landmark"] },
  "deliver-or-cancel": { fields: ["answer", "preferred_date"], choice: DELIVER_OR_CANCEL },
  "pickup-or-cancel": { fields: ["answer", "preferred_date"], choice: PICKUP_OR_CANCEL },
  "alternate-number": { fields: ["preferred_date", "contact", "phone_number"], choice: ORDER_OR_ALTERNATE_NUMBER },
  address: { fields: ["address", "drop_pincode", "landmark"] },
  feedback: { fields: ["comment"] },
} as const satisfies Record<FeedFormKind, FeedFormSpec>;
