import type { TrackingFeedBody } from "../api/tracking-feed.ts";
import type { FeedFormKind } from "./feed-form-kind.ts";
import type { FeedFormValues } from "./validate-feed-form.ts";
import { FEED_FORM_SPEC } from "./feed-form-kind.ts";

/**
 * The tracking-feed body for a validated form: only the form's own fields, trimmed, and
 * only the ones that apply (no date after "cancel", no phone without "another number").
 */
export function toTrackingFeedBody(issueId: number, kind: FeedFormKind, values: FeedFormValues): TrackingFeedBody {
  const fields: readonly string[] = FEED_FORM_SPEC[kind].fields;
  const pick = (name: keyof FeedFormValues) => {
    const value = values[name]?.trim();
    return fields.includes(name) && value ? value : undefined;
  };
  const answer = pick("answer") as TrackingFeedBody["answer"];
  const body: TrackingFeedBody = { issue_id: issueId };
  const date = answer === "reject" ? undefined : pick("preferred_date");
  const phone = values.contact === "alternate-number" ? pick("phone_number") : undefined;
  const entries = {
    answer,
    preferred_date: date,
    preferred_time: date ? values.preferred_time?.trim() || undefined : undefined,
    phone_number: phone,
    address: pick("address"),
    drop_pincode: pick("drop_pincode"),
    landmark: pick("landmark"),
    comment: pick("comment"),
  };
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  return body;
}
