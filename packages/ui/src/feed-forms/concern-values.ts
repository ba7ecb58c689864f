import type { CustomerFeed, TrackingFeedBody } from "@portal/core/api";
import type { FeedFormKind, FeedFormValues } from "@portal/core/feed-form";
import { feedChoiceOf } from "./feed-field-text.ts";

/**
 * The form's starting values when the shopper changes a concern already raised. The feed
 * has no "which number" choice: a stored phone means another number was given.
 */
export function formValuesOfConcern(kind: FeedFormKind, feed: CustomerFeed): FeedFormValues {
  const asksContact = feedChoiceOf(kind)?.field === "contact";
  const values: FeedFormValues = {
    preferred_date: feed.preferred_date,
    phone_number: feed.phone_number,
    address: feed.address,
    drop_pincode: feed.drop_pincode,
    landmark: feed.landmark,
    comment: feed.comment,
  };
  if (feed.answer) values.answer = feed.answer;
  if (asksContact) values.contact = feed.phone_number ? "alternate-number" : "order-number";
  return values;
}

/** The concern as it will read back, from the body just sent (shown before any reload). */
export function concernOfBody(body: TrackingFeedBody, sentAt: Date): CustomerFeed {
  return {
    issue_id: body.issue_id,
    answer: body.answer ?? null,
    preferred_date: body.preferred_date ?? "",
    preferred_time: body.preferred_time ?? "",
    phone_number: body.phone_number ?? "",
    address: body.address ?? "",
    drop_pincode: body.drop_pincode ?? "",
    landmark: body.landmark ?? "",
    comment: body.comment ?? "",
    timestamp: sentAt.toISOString(),
  };
}
