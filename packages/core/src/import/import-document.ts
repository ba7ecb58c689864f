import * as v from "valibot";
import { ReturnOrderSchema, ReturnProductSchema } from "../api/return-order.ts";
import { ReturnReasonSchema, ReasonWithSubReasonsSchema } from "../api/return-reasons.ts";
import { TextTranslationsSchema } from "../locale/brand-text-schema.ts";
import { OrderDetailSchema, TrackingConfigSchema, TrackingEntrySchema } from "../api/track-order.ts";
import { ProductImageUrlSchema } from "../orders/product-image.ts";
import { isCalendarDate } from "../dates/calendar-date.ts";
import { hasZone, isLocalDateTime, isTimeZone } from "../dates/zoned-time.ts";
import { EDD_MESSAGE_IDS } from "../edd/edd-messages.ts";
import { ScanSchema } from "../api/wire-fields.ts";
import { ThemeSchema } from "../theme/theme-schema.ts";
import { ReturnPolicySchema } from "../returns/policy/return-policy-schema.ts";
import { REFUND_MODES } from "../returns/refund-mode.ts";
import { RETURN_STAGES } from "../returns/return-stage.ts";

/** A brand's subdomain: lowercase letters, digits and inner hyphens, 1-63 characters (one DNS label). */
export const SubdomainSchema = v.pipe(
  v.string("subdomain must be a string."),
  v.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "subdomain must be one lowercase DNS label, e.g. acme or acme-uk."),
);

/**
 * One brand: who it is, its theme, and (optionally) its return reasons.
 *
 * @example { "subdomain": "acme", "enterprise": "Acme Retail", "theme": { "name": "Acme" } }
 */
export const ImportBrandSchema = v.object({
  /** The subdomain the brand is served on; the key other records use. */
  subdomain: SubdomainSchema,
  /** The enterprise user name (tracking config enterprise_user). */
  enterprise: v.optional(v.string(), ""),
  theme: v.pipe(
    ThemeSchema,
    v.check(
      (theme) => theme.config.return_policy === undefined || v.is(ReturnPolicySchema, theme.config.return_policy),
      "theme.config.return_policy is not a valid return policy (see docs/returns-lifecycle.md).",
    ),
  ),
  return_reasons: v.optional(v.array(ReturnReasonSchema), []),
  return_reasons_with_sub_reasons: v.optional(v.array(ReasonWithSubReasonsSchema), []),
  exchange_instructions: v.optional(v.string(), ""),
  /** The instructions in the brand's other languages ({"hi": "…"}). */
  exchange_instructions_translations: v.optional(TextTranslationsSchema, {}),
});
export type ImportBrand = v.InferOutput<typeof ImportBrandSchema>;

/**
 * A feed's date-time: ISO 8601 with `Z` or an offset, or a zone-less wall-clock time
 * ("2026-11-20 08:40:00") read in the courier's or the brand's configured zone at import.
 */
export const FeedTimestampSchema = v.pipe(
  v.string("A timestamp must be a string."),
  v.trim(),
  v.check(
    (s) => hasZone(s) || isLocalDateTime(s),
    "must be an ISO 8601 date-time such as 2026-11-20T08:40:00+05:30 (without the offset only where a time zone is configured).",
  ),
);

/** An IANA time zone name such as Asia/Kolkata. */
export const TimeZoneSchema = v.pipe(v.string(), v.trim(), v.check(isTimeZone, "must be an IANA time zone, e.g. Asia/Kolkata."));

/**
 * One courier scan as a feed sends it. A failed delivery (or failed pickup) scan may carry
 * its reason code: NDR 1-14 forward, pickup 1-11 on a reverse pickup.
 */
export const ImportScanSchema = v.object({
  ...ScanSchema.entries,
  timestamp: FeedTimestampSchema,
  reason_code: v.optional(v.pipe(v.number(), v.integer("reason_code must be a whole number."), v.minValue(1), v.maxValue(14))),
});
export type ImportScan = v.InferOutput<typeof ImportScanSchema>;

const CalendarDateTextSchema = v.pipe(v.string(), v.trim(), v.check(isCalendarDate, "must be a date as YYYY-MM-DD."));

/**
 * One courier of a brand's catalogue: its id (the shipments' `cp_id`), name, logo and the
 * zone its scans' zone-less times are in.
 */
export const ImportCourierSchema = v.object({
  brand: SubdomainSchema,
  id: v.pipe(v.number("id must be a number."), v.integer("id must be a whole number."), v.minValue(0), v.maxValue(2_147_483_647)),
  name: v.pipe(v.string("name is required."), v.trim(), v.nonEmpty("name is required.")),
  logo_url: v.optional(v.string()),
  time_zone: v.optional(TimeZoneSchema),
});
export type ImportCourier = v.InferOutput<typeof ImportCourierSchema>;

/** An ordered item as imported: its photo, when given, is an https address (core's ProductImageUrlSchema). */
const ImportOrderDetailSchema = v.object({ ...OrderDetailSchema.entries, image_url: ProductImageUrlSchema });

/**
 * One forward or reverse shipment with its scans, in the same shape track-order answers,
 * plus the brand it belongs to, its waybill and its security key. `latest_status` may be
 * left out: the newest scan is used.
 */
export const ImportShipmentSchema = v.pipe(
  v.object({
    ...TrackingEntrySchema.entries,
    /** Subdomain of the owning brand. */
    brand: SubdomainSchema,
    waybill: v.pipe(v.string(), v.trim(), v.nonEmpty("waybill is required.")),
    /** The key tracking links must carry when the brand enables the security check. */
    security_key: v.optional(v.string()),
    scans: v.optional(v.array(ImportScanSchema), []),
    latest_status: v.optional(ImportScanSchema),
    additional: v.optional(v.object({ order_detail: v.optional(v.array(ImportOrderDetailSchema), []) }), {}),
    config: v.optional(
      v.object({ ...TrackingConfigSchema.entries, order_date: v.nullish(FeedTimestampSchema), ship_date: v.nullish(FeedTimestampSchema) }),
      {},
    ),
    /** The expected delivery window, as calendar dates in the brand's zone. */
    edd_from: v.optional(CalendarDateTextSchema),
    edd_to: v.optional(CalendarDateTextSchema),
    /** Which expected-delivery message the page shows (product rules §4, ids 1-9). */
    edd_message_id: v.optional(v.picklist(EDD_MESSAGE_IDS, "edd_message_id must be one of 1-9.")),
    /**
     * When the source produced this update (a webhook's event time), else the record's newest
     * scan counts. An update older than the newest one applied adds its scans but changes no
     * field (EDD, order, courier ...), so a replayed or late event never undoes a newer one.
     */
    event_time: v.optional(FeedTimestampSchema),
    /** The source's id of this update, where it gives one: the same id again changes nothing. */
    event_id: v.optional(v.pipe(v.string("event_id must be text."), v.trim(), v.maxLength(200, "event_id must be at most 200 characters."))),
  }),
  v.check((s) => s.latest_status !== undefined || s.scans.length > 0, "A shipment needs scans or a latest_status."),
  v.check(
    (s) => !s.config.is_rvp || [...s.scans, ...(s.latest_status ? [s.latest_status] : [])].every((scan) => (scan.reason_code ?? 0) <= 11),
    "A reverse pickup's reason_code is a pickup reason, 1-11.",
  ),
  v.check((s) => !s.edd_from || !s.edd_to || s.edd_from <= s.edd_to, "edd_from must not be after edd_to."),
);
export type ImportShipment = v.InferOutput<typeof ImportShipmentSchema>;

const ImportTextSchema = (name: string, max: number) =>
  v.pipe(v.string(`${name} must be text.`), v.trim(), v.nonEmpty(`${name} must not be blank.`), v.maxLength(max, `${name} is at most ${max} characters.`));

/**
 * Where the brand's own system has one of the order's return requests (see
 * docs/returns-lifecycle.md): its stage, its reverse pickup's AWB, the refund it made, the
 * exchange's new shipment. `id` is the return id the portal gave the request. Every move goes
 * through the same state machine as the desk's: an impossible stage refuses the record.
 */
export const ImportReturnRequestUpdateSchema = v.object({
  id: ImportTextSchema("id", 64),
  stage: v.optional(v.picklist(RETURN_STAGES, `stage must be one of: ${RETURN_STAGES.join(", ")}.`)),
  reverse_awb: v.optional(ImportTextSchema("reverse_awb", 64)),
  courier_partner: v.optional(ImportTextSchema("courier_partner", 80)),
  refund: v.optional(
    v.object({
      /** Major units of the order's currency. */
      amount: v.pipe(v.number("refund.amount must be a number."), v.minValue(0, "refund.amount must not be negative.")),
      mode: v.picklist(REFUND_MODES, `refund.mode must be one of: ${REFUND_MODES.join(", ")}.`),
      reference: ImportTextSchema("refund.reference", 120),
      refunded_at: v.optional(
        v.pipe(v.string(), v.trim(), v.check(hasZone, "refunded_at must be an ISO 8601 date-time with its offset, e.g. 2026-11-20T08:40:00Z.")),
      ),
    }),
  ),
  exchange_awb: v.optional(ImportTextSchema("exchange_awb", 64)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "note is at most 500 characters."))),
});
export type ImportReturnRequestUpdate = v.InferOutput<typeof ImportReturnRequestUpdateSchema>;

/** One order shoppers may return from, in the shape return-info answers, plus its brand and its requests' progress. */
export const ImportReturnOrderSchema = v.object({
  ...ReturnOrderSchema.entries,
  item_info: v.array(v.object({ ...ReturnProductSchema.entries, image_url: ProductImageUrlSchema })),
  brand: SubdomainSchema,
  return_requests: v.optional(v.array(ImportReturnRequestUpdateSchema), []),
});
export type ImportReturnOrder = v.InferOutput<typeof ImportReturnOrderSchema>;

const hasNoDuplicates = (keys: string[]) => new Set(keys).size === keys.length;

/**
 * One JSON import document: brands with their themes, shipments with their scans, and
 * return orders. Every list is optional, so a document may add just shipments for brands
 * that already exist. Within a document, subdomains are unique and a waybill appears once
 * per brand.
 *
 * @example
 * {
 *   "version": 1,
 *   "brands": [{ "subdomain": "acme", "theme": { "name": "Acme" } }],
 *   "shipments": [{ "brand": "acme", "waybill": "W1",
 *     "scans": [{ "code": 1, "status": "Placed", "timestamp": "2024-05-01T10:00:00Z" }] }],
 *   "return_orders": []
 * }
 */
export const ImportDocumentSchema = v.pipe(
  v.object({
    /** The format version; bump it when the shape changes incompatibly. */
    version: v.literal(1, "version must be 1."),
    brands: v.optional(v.array(ImportBrandSchema), []),
    couriers: v.optional(v.array(ImportCourierSchema), []),
    shipments: v.optional(v.array(ImportShipmentSchema), []),
    return_orders: v.optional(v.array(ImportReturnOrderSchema), []),
  }),
  v.check((doc) => hasNoDuplicates(doc.brands.map((b) => b.subdomain)), "Each brand subdomain may appear only once."),
  v.check((doc) => hasNoDuplicates(doc.couriers.map((c) => `${c.brand}\u0000${c.id}`)), "Each courier id may appear only once per brand."),
  v.check((doc) => hasNoDuplicates(doc.shipments.map((s) => `${s.brand}\u0000${s.waybill}`)), "Each waybill may appear only once per brand."),
);
export type ImportDocument = v.InferOutput<typeof ImportDocumentSchema>;
export type ImportDocumentInput = v.InferInput<typeof ImportDocumentSchema>;
