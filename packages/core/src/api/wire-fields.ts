import * as v from "valibot";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";

/**
 * Field schemas shared by several calls. Wire names stay snake_case as the API sends them;
 * optional text fields default to "" so readers need no null checks.
 */

/** Free text that may be missing or null on the wire; reads as "". */
export const OptionalTextSchema = v.nullish(v.string(), "");

/** A non-blank string parameter, e.g. a query value the server needs. */
export function requiredParam(name: string) {
  return v.pipe(v.string(`${name} is required.`), v.trim(), v.nonEmpty(`${name} is required.`));
}

/** An optional query value; blank counts as absent. */
export const OptionalParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === "" ? undefined : s)),
  ),
);

/** A date-time string that `Date.parse` understands (ISO 8601 on this API). */
export const TimestampSchema = v.pipe(
  v.string("A timestamp must be a string."),
  v.check((s) => !Number.isNaN(Date.parse(s)), "A timestamp must be an ISO 8601 date-time."),
);

export const StatusCodeSchema = v.pipe(v.number(), v.integer());

/** One courier scan; `latest_status` has the same shape (product rules §3, Tracking result). */
export const ScanSchema = v.object({
  code: StatusCodeSchema,
  status: OptionalTextSchema,
  description: OptionalTextSchema,
  location: OptionalTextSchema,
  remark: OptionalTextSchema,
  timestamp: TimestampSchema,
});
export type Scan = v.InferOutput<typeof ScanSchema>;

/** Object entries that share one schema, by field name (spread into `v.object`). */
export function sameFields<const K extends string, S>(schema: S, ...names: K[]): Record<K, S> {
  return Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;
}

/** Optional text fields by name: the many answer fields that are plain text and may be missing. */
export const optionalTexts = <const K extends string>(...names: K[]) => sameFields(OptionalTextSchema, ...names);

export const CustomerInfoSchema = v.object(optionalTexts("name", "phone", "address", "pincode"));
export type CustomerInfo = v.InferOutput<typeof CustomerInfoSchema>;

/** A postal address as the return flow uses it (product rules §3, Return order addresses). */
export const PostalAddressSchema = v.object(optionalTexts("name", "phone", "email", "address", "pincode", "city", "state", "country"));
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>;

/**
 * A postal code of any country the portal serves (PH 4, US 5, IN 6 digits) on the wire; the
 * server then checks it with the brand's country's own rule (core's country fields).
 */
export const PostalCodeParamSchema = v.pipe(v.string("pincode" satisfies ValidationMessageKey), v.regex(/^\d{4,6}$/, "pincode" satisfies ValidationMessageKey));

export const SixDigitPincodeSchema = v.pipe(v.string("pincode" satisfies ValidationMessageKey), v.regex(/^\d{6}$/, "pincode" satisfies ValidationMessageKey));

/** `security_key` travels with most tracking calls and may be absent. */
export const SecurityKeyParamSchema = OptionalParamSchema;

/** The query of the calls about one shipment: its tracking id and the optional security key. */
export const TrackingIdQuerySchema = v.object({
  tracking_id: requiredParam("tracking_id"),
  security_key: SecurityKeyParamSchema,
});
