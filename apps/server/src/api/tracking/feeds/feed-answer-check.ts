import type * as v from "valibot";
import { acceptedPreferredDates, type DeliveryDateRule } from "@portal/core/edd";
import type { TrackingFeedBodySchema } from "@portal/core/api";
import { countryFieldsOf } from "@portal/core/country";
import { FEED_FORM_SPEC, toTrackingFeedBody, validateFeedForm, type FeedFormKind, type FeedFormValues } from "@portal/core/feed-form";
import { commentLocaleOf, VALIDATION_MESSAGE } from "@portal/core/validation";
import type { FeedValues } from "@portal/db/repositories/tracking-feeds";
import type { MessageDescriptor } from "@lingui/core";
import { fieldProblem } from "@portal/core/messages";

export type FeedAnswerCheck = { ok: true; values: FeedValues } | { ok: false; message: MessageDescriptor };

/**
 * Checks a feed body against the form of the issue it answers with core's form rules
 * (product rules §5: which fields each form needs, with the product rules' messages), then keeps only
 * the fields that form collects, as core's toTrackingFeedBody does: no date after "cancel",
 * no phone unless it is another number.
 *
 * The body has no `contact` choice (core's toTrackingFeedBody does not send it): a phone
 * number in it means "call another number", none means "the number on my order".
 */
export async function checkFeedAnswer(
  kind: FeedFormKind,
  body: v.InferOutput<typeof TrackingFeedBodySchema>,
  { now, country, dateRule }: { now: Date; country: string | null; dateRule: DeliveryDateRule },
): Promise<FeedAnswerCheck> {
  const values: FeedFormValues = {
    answer: body.answer,
    preferred_date: body.preferred_date,
    preferred_time: body.preferred_time,
    contact: body.phone_number ? "alternate-number" : "order-number",
    phone_number: body.phone_number,
    address: body.address,
    drop_pincode: body.drop_pincode,
    landmark: body.landmark,
    comment: body.comment,
  };
  const errors = validateFeedForm(kind, values, {
    locale: commentLocaleOf(body.comment ?? ""),
    allowedDates: acceptedPreferredDates(now, dateRule),
    country,
  });
  // The first field in the form's own order, so the message matches what the shopper sees first.
  const field = FEED_FORM_SPEC[kind].fields.find((f) => errors[f] !== undefined);
  const key = field && errors[field];
  if (field && key) return { ok: false, message: fieldProblem(field, VALIDATION_MESSAGE[key]) };

  const kept = toTrackingFeedBody(body.issue_id, kind, values);
  return {
    ok: true,
    values: {
      answer: kept.answer,
      preferredDate: kept.preferred_date,
      preferredTime: kept.preferred_time,
      // Stored as the courier dials it locally: the country's normalised digits.
      phoneNumber: kept.phone_number === undefined ? undefined : countryFieldsOf(country).phone.normalise(kept.phone_number),
      address: kept.address,
      dropPincode: kept.drop_pincode,
      landmark: kept.landmark,
      comment: kept.comment,
    },
  };
}
