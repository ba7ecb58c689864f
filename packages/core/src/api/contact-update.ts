import * as v from "valibot";
import { countryFieldsOf, phoneIssueOf } from "../country/contact-fields.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { envelopeSchema } from "./envelope.ts";
import { TrackingFeedQuerySchema } from "./tracking-feed.ts";

/** GET and POST contact-update take the tracking-feed query: tracking_id and the optional security_key. */
export const ContactUpdateQuerySchema = TrackingFeedQuerySchema;
export type ContactUpdateQuery = v.InferInput<typeof ContactUpdateQuerySchema>;

/**
 * The update-contact screen (product rules §3, Contact): the contact number and an optional
 * alternate number. Their format depends on the shopper's country: checkContactNumbers.
 */
export const ContactUpdateBodySchema = v.object({
  phone_number: v.string("Please enter a valid phone number."),
  /** Blank or absent means "no alternate number". */
  alternate_phone_number: v.optional(v.string("Please enter a valid phone number."), ""),
});
export type ContactUpdateBody = v.InferInput<typeof ContactUpdateBodySchema>;

export const CONTACT_NUMBER_FIELDS = ["phone_number", "alternate_phone_number"] as const;
export type ContactNumberField = (typeof CONTACT_NUMBER_FIELDS)[number];

export type ContactNumbersCheck =
  | { ok: true; value: Record<ContactNumberField, string> }
  | { ok: false; errors: Partial<Record<ContactNumberField, ValidationMessageKey>> };

/**
 * Both numbers by the country's phone rule (the alternate may stay blank), normalised to
 * the local digits. The screen and the server run this same check.
 */
export function checkContactNumbers(
  body: { phone_number: string; alternate_phone_number?: string | undefined },
  country: string | null | undefined,
): ContactNumbersCheck {
  const fields = countryFieldsOf(country);
  const alternate = body.alternate_phone_number?.trim() ?? "";
  const errors = {
    phone_number: phoneIssueOf(fields, body.phone_number),
    alternate_phone_number: alternate === "" ? undefined : phoneIssueOf(fields, alternate),
  };
  if (errors.phone_number || errors.alternate_phone_number) return { ok: false, errors };
  return {
    ok: true,
    value: { phone_number: fields.phone.normalise(body.phone_number), alternate_phone_number: alternate === "" ? "" : fields.phone.normalise(alternate) },
  };
}

export const ContactUpdateResultSchema = v.object({
  phone_number: v.nullish(v.string(), ""),
  alternate_phone_number: v.nullish(v.string(), ""),
  /** Whether the numbers can still be changed (core's contact-update rule). */
  allow_contact_update: v.boolean(),
});
export type ContactUpdateResult = v.InferOutput<typeof ContactUpdateResultSchema>;
export const ContactUpdateResponseSchema = envelopeSchema(ContactUpdateResultSchema);
