import * as v from "valibot";
import { OptionalParamSchema, requiredParam } from "./wire-fields.ts";

/**
 * Events for the brand's own systems (docs/brand-events.md): the types the portal sends, and
 * the admin console's calls around them: the endpoint's settings, the delivery log and a
 * replay. The signing secret is answered once, when it is made, and never read back.
 */

export const BRAND_EVENT_TYPES = [
  "return.placed",
  "return.updated",
  "return.refunded",
  "ndr.answered",
  "pickup_issue.answered",
  "rating.created",
  "contact.updated",
] as const;
export type BrandEventType = (typeof BRAND_EVENT_TYPES)[number];

/** Where an event's delivery is: waiting (first try or a retry), being sent, delivered, given up. */
export const BRAND_EVENT_DELIVERY_STATES = ["waiting", "sending", "delivered", "failed"] as const;
export type BrandEventDeliveryState = (typeof BRAND_EVENT_DELIVERY_STATES)[number];

/** An endpoint address: http(s) only, no credentials in it (they would show in the console). */
export const BrandEventUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000, "The address is too long."),
  v.check((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
  }, "Enter an address starting with https:// (or http://), without a user name or password."),
);

export const BrandEventEndpointSchema = v.object({ url: v.string(), enabled: v.boolean(), updated_at: v.string() });
export type BrandEventEndpointView = v.InferOutput<typeof BrandEventEndpointSchema>;

export const BrandEventLogEntrySchema = v.object({
  id: v.string(),
  type: v.string(),
  state: v.picklist(BRAND_EVENT_DELIVERY_STATES),
  attempts: v.number(),
  created_at: v.string(),
  /** When the next attempt is due, while waiting. */
  next_attempt_at: v.nullable(v.string()),
  last_attempt_at: v.nullable(v.string()),
  last_response_status: v.nullable(v.number()),
  last_response_body: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  delivered_at: v.nullable(v.string()),
});
export type BrandEventLogEntry = v.InferOutput<typeof BrandEventLogEntrySchema>;

/** GET admin/brand-events?brand=…[&before=…]: the endpoint and a page of the log, newest first. */
export const BrandEventsQuerySchema = v.object({ brand: requiredParam("brand"), before: OptionalParamSchema });
export const BrandEventsResultSchema = v.object({
  endpoint: v.nullable(BrandEventEndpointSchema),
  event_types: v.array(v.string()),
  events: v.array(BrandEventLogEntrySchema),
  /** Cursor of the next (older) page, or null. */
  next: v.nullable(v.string()),
});
export type BrandEventsResult = v.InferOutput<typeof BrandEventsResultSchema>;

/** POST admin/brand-events/endpoint?brand=…: set the address, switch on or off, make a new secret. */
export const BrandEventEndpointBodySchema = v.object({
  url: BrandEventUrlSchema,
  enabled: v.boolean(),
  new_secret: v.optional(v.boolean(), false),
});
export type BrandEventEndpointBody = v.InferInput<typeof BrandEventEndpointBodySchema>;

/** The saved endpoint; `secret` only when one was just made (shown once). */
export const BrandEventEndpointResultSchema = v.object({ endpoint: BrandEventEndpointSchema, secret: v.nullable(v.string()) });
export type BrandEventEndpointResult = v.InferOutput<typeof BrandEventEndpointResultSchema>;

/** POST admin/brand-events/replay?brand=…: send an event again, with the same id. */
export const BrandEventReplayBodySchema = v.object({ event_id: v.pipe(v.string(), v.trim(), v.minLength(1, "event_id is required."), v.maxLength(100)) });
export const BrandEventReplayResultSchema = v.object({ event: BrandEventLogEntrySchema });
