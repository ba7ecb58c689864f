import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CustomerFeed } from "@portal/core/api";
import { FEED_FORM_SPEC, type FeedDirection, type FeedFormKind } from "@portal/core/feed-form";
import { FEED_TEXT_FIELD_LABEL, feedChoiceOf } from "./feed-field-text.ts";

export type ConcernRowValue = { kind: "text"; text: string } | { kind: "date"; date: string } | { kind: "label"; label: MessageDescriptor };

export interface ConcernRow {
  key: string;
  label: MessageDescriptor;
  value: ConcernRowValue;
}

/** The yes/no question of each direction; its option labels name the stored answer. */
const ANSWER_CHOICE = {
  delivery: FEED_FORM_SPEC["deliver-or-cancel"].choice,
  pickup: FEED_FORM_SPEC["pickup-or-cancel"].choice,
} as const satisfies Record<FeedDirection, unknown>;

const DATE_LABEL = {
  delivery: msg`Delivery date`,
  pickup: msg`Pickup date`,
} as const satisfies Record<FeedDirection, MessageDescriptor>;

const CONTACT_CHOICE = FEED_FORM_SPEC["alternate-number"].choice;

/**
 * What the shopper told us, as label/value rows in the form's order. Only what was given is
 * listed, except "which number": choosing the order's number stores no phone, and the row
 * says so.
 */
export function concernRows(direction: FeedDirection, kind: FeedFormKind, feed: CustomerFeed): ConcernRow[] {
  const rows: ConcernRow[] = [];
  const text = (key: string, label: MessageDescriptor, value: string) => {
    if (value.trim()) rows.push({ key, label, value: { kind: "text", text: value.trim() } });
  };
  const answer = ANSWER_CHOICE[direction];
  const chosen = answer.options.find((o) => o.value === feed.answer);
  if (chosen) rows.push({ key: "answer", label: answer.question, value: { kind: "label", label: chosen.label } });
  if (feed.preferred_date.trim()) rows.push({ key: "preferred_date", label: DATE_LABEL[direction], value: { kind: "date", date: feed.preferred_date.trim() } });
  text("preferred_time", msg`Preferred time`, feed.preferred_time);
  if (feed.phone_number.trim()) {
    text("phone_number", FEED_TEXT_FIELD_LABEL.phone_number, feed.phone_number);
  } else if (feedChoiceOf(kind)?.field === "contact") {
    const orderNumber = CONTACT_CHOICE.options.find((o) => o.value === "order-number");
    if (orderNumber) rows.push({ key: "contact", label: CONTACT_CHOICE.question, value: { kind: "label", label: orderNumber.label } });
  }
  text("address", FEED_TEXT_FIELD_LABEL.address, feed.address);
  text("drop_pincode", FEED_TEXT_FIELD_LABEL.drop_pincode, feed.drop_pincode);
  text("landmark", FEED_TEXT_FIELD_LABEL.landmark, feed.landmark);
  text("comment", FEED_TEXT_FIELD_LABEL.comment, feed.comment);
  return rows;
}
