import * as v from "valibot";
import { envelopeSchema, OptionalTextSchema } from "@portal/core/api";
import { IFSC_PATTERN } from "@portal/core/validation";

// Request and answer schemas the returns area needs that core's API contract lacks.

/**
 * GET place-search. TODO(core): the spec names the query parameter `key` ("query key");
 * core's PlaceSearchQuerySchema calls it `query`. Both are accepted until core settles it.
 */
export const PlaceSearchParamsSchema = v.pipe(
  v.object({ key: v.optional(v.string()), query: v.optional(v.string()) }),
  v.transform(({ key, query }) => ({ query: (key ?? query ?? "").trim() })),
  v.check(({ query }) => query.length > 0, "key is required."),
  v.check(({ query }) => query.length <= 100, "key must be at most 100 characters."),
);

/** TODO(core): the IFSC lookup (spec section 7, "External: IFSC lookup by code") has no entry in API_ENDPOINTS. */
export const IFSC_LOOKUP_PATH = "ifsc-lookup";

export const IfscLookupQuerySchema = v.object({
  ifsc: v.pipe(
    v.string("ifsc is required."),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty("ifsc is required."),
    v.regex(IFSC_PATTERN, "Please enter a valid 11-character IFSC code."),
  ),
});

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
