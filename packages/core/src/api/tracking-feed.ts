import * as v from "valibot";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH } from "../validation/field-rules.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { envelopeSchema } from "./envelope.ts";
import { OptionalTextSchema, TrackingIdQuerySchema, optionalTexts, requiredParam } from "./wire-fields.ts";

/**
 * The shopper's answer to a failed delivery or failed pickup ("customer feed", product
 * rules §3 and §7). Forward shipments use tracking-feed, reverse pickups npr/tracking-feed;
 * both share these shapes.
 */
export const TrackingFeedQuerySchema = TrackingIdQuerySchema;
export type TrackingFeedQuery = v.InferInput<typeof TrackingFeedQuerySchema>;

/** A stored feed as read back. */
export const CustomerFeedSchema = v.object({
  issue_id: v.pipe(v.number(), v.integer()),
  ...optionalTexts("drop_pincode", "comment", "phone_number", "preferred_date", "preferred_time", "landmark", "address"),
  /** The shopper's yes/no answer where the form asks one (deliver or cancel, pick up or cancel). */
  answer: v.nullish(v.picklist(["accept", "reject"])),
  timestamp: OptionalTextSchema,
});
export type CustomerFeed = v.InferOutput<typeof CustomerFeedSchema>;

export const TrackingFeedResultSchema = v.object({
  feed: v.nullish(CustomerFeedSchema),
  /** The open failed-delivery (or failed-pickup) reason code the shopper may answer, if any. */
  new_ndr: v.nullish(v.pipe(v.number(), v.integer())),
});
export type TrackingFeedResult = v.InferOutput<typeof TrackingFeedResultSchema>;
export const TrackingFeedResponseSchema = envelopeSchema(TrackingFeedResultSchema);

/**
 * The body of POST (new) or PUT (update) tracking-feed. Only `issue_id` is always needed;
 * which other fields a reason needs is decided by the ndr and pickup form rules.
 */
export const TrackingFeedBodySchema = v.object({
  issue_id: v.pipe(v.number("issue_id must be a number."), v.integer("issue_id must be a whole number.")),
  preferred_date: v.optional(v.pipe(v.string(), v.check(isCalendarDate, "date" satisfies ValidationMessageKey))),
  preferred_time: v.optional(v.string()),
  address: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.minLength(ADDRESS_MIN_LENGTH, "address-length" satisfies ValidationMessageKey),
      v.maxLength(ADDRESS_MAX_LENGTH, "address-length" satisfies ValidationMessageKey),
    ),
  ),
  // Format by the shopper's country (core's countryFieldsOf), checked with the form's rules.
  drop_pincode: v.optional(v.string()),
  landmark: v.optional(v.string()),
  phone_number: v.optional(v.string()),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000, "comment is too long."))),
  answer: v.optional(v.picklist(["accept", "reject"], "answer must be accept or reject.")),
});
export type TrackingFeedBody = v.InferInput<typeof TrackingFeedBodySchema>;

/** GET tracking-ops-feed: the operations view names its user. */
export const OpsFeedQuerySchema = v.object({ username: requiredParam("username"), ...TrackingIdQuerySchema.entries });
export type OpsFeedQuery = v.InferInput<typeof OpsFeedQuerySchema>;

/** How operations classified the issue (product rules §3, Ops issue config). */
export const IssueConfigSchema = v.object({
  bucket_name: OptionalTextSchema,
  bucket_id: v.nullish(v.number()),
  issue_id: v.nullish(v.number()),
  issue_name: OptionalTextSchema,
  raw_issue_desc: OptionalTextSchema,
  /** The non-pickup (npr) bucket code. */
  npr_bucket: v.nullish(v.union([v.number(), v.string()])),
});
export type IssueConfig = v.InferOutput<typeof IssueConfigSchema>;

export const OpsFeedResultSchema = v.object({
  feed: v.nullish(v.object({ issue_config: v.nullish(IssueConfigSchema) })),
});
export type OpsFeedResult = v.InferOutput<typeof OpsFeedResultSchema>;
export const OpsFeedResponseSchema = envelopeSchema(OpsFeedResultSchema);
