import * as v from "valibot";
import { IFSC_PATTERN } from "../validation/field-rules.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { envelopeSchema } from "./envelope.ts";
import { OptionalTextSchema } from "./wire-fields.ts";

/**
 * GET ifsc-lookup: the bank and branch of an IFSC code (product rules §7, "External: IFSC
 * lookup by code"), proxied by our server so the page talks to its own origin only.
 */
export const IfscLookupQuerySchema = v.object({
  ifsc: v.pipe(
    v.string("ifsc is required."),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("ifsc is required."),
    v.regex(IFSC_PATTERN, "ifsc" satisfies ValidationMessageKey),
  ),
});
export type IfscLookupQuery = v.InferInput<typeof IfscLookupQuerySchema>;

export const IfscLookupResultSchema = v.object({
  ifsc: v.string(),
  valid: v.boolean(),
  bank_code: OptionalTextSchema,
  bank_name: OptionalTextSchema,
  /** Null when the lookup cannot tell (offline). */
  branch_name: v.nullable(v.string()),
  branch_available: v.boolean(),
});
export type IfscLookupResult = v.InferOutput<typeof IfscLookupResultSchema>;
export const IfscLookupResponseSchema = envelopeSchema(IfscLookupResultSchema);
