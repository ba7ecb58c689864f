import {
  FEED_FORM_SPEC,
  requiredFeedFields,
  validateFeedForm,
  type FeedField,
  type FeedFormContext,
  type FeedFormKind,
  type FeedFormValues,
} from "@portal/core/feed-form";

export interface AskedField {
  field: FeedField;
  required: boolean;
}

/** A value no field rule accepts (not a date, a number, an option, nor long enough). */
const PROBE = "\u0000";

/**
 * The fields the form shows right now, in core's order. Core names the required ones; a
 * field it is not requiring but would still check when filled (the address form's pincode)
 * is an optional one, so it is shown too. The rest (the date after "cancel", the phone
 * when the order's number is chosen) are hidden, so the shopper is never asked for
 * something that is then thrown away.
 */
export function askedFeedFields(kind: FeedFormKind, values: FeedFormValues, context: FeedFormContext): AskedField[] {
  const required = new Set(requiredFeedFields(kind, values, context));
  const fields: readonly FeedField[] = FEED_FORM_SPEC[kind].fields;
  return fields.flatMap((field): AskedField[] => {
    if (required.has(field)) return [{ field, required: true }];
    const checkedWhenGiven = validateFeedForm(kind, { ...values, [field]: PROBE }, context)[field] !== undefined;
    return checkedWhenGiven ? [{ field, required: false }] : [];
  });
}
