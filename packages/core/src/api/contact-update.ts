import * as v from "valibot";
import { envelopeSchema } from "./envelope.ts";
import { TrackingFeedQuerySchema } from "./tracking-feed.ts";
import { TenDigitPhoneSchema } from "./wire-fields.ts";

/** GET and POST contact-update take the tracking-feed query: tracking_id and the optional security_key. */
export const ContactUpdateQuerySchema = TrackingFeedQuerySchema;
export type ContactUpdateQuery = v.InferInput<typeof ContactUpdateQuerySchema>;

/** The update-contact screen (spec section 3, Contact): the contact number and an optional alternate number. */
export const ContactUpdateBodySchema = v.object({
  phone_number: TenDigitPhoneSchema,
  /** Blank or absent means "no alternate number". */
  alternate_phone_number: v.optional(
    v.union([v.literal(""), TenDigitPhoneSchema], "Please enter a 10 digit valid phone number."),
    "",
  ),
});
export type ContactUpdateBody = v.InferInput<typeof ContactUpdateBodySchema>;

export const ContactUpdateResultSchema = v.object({
  phone_number: v.nullish(v.string(), ""),
  alternate_phone_number: v.nullish(v.string(), ""),
  /** Whether the numbers can still be changed (core's contact-update rule). */
  allow_contact_update: v.boolean(),
});
export type ContactUpdateResult = v.InferOutput<typeof ContactUpdateResultSchema>;
export const ContactUpdateResponseSchema = envelopeSchema(ContactUpdateResultSchema);
