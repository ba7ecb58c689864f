import * as v from "valibot";
import { LOCALES } from "../locale/locales.ts";
import { envelopeSchema } from "./envelope.ts";
import { NOTIFY_CHANNELS } from "./notification-opt-in.ts";
import {
  CustomerInfoSchema,
  OptionalParamSchema,
  OptionalTextSchema,
  ScanSchema,
  SecurityKeyParamSchema,
  StatusCodeSchema,
  TimestampSchema,
  optionalTexts,
} from "./wire-fields.ts";

/**
 * GET track-order (product rules §7): an order id, or a waybill (with an optional courier
 * id), plus the optional security key. On brands with the security check, an order id
 * without a valid key also needs a second factor the product rules' order links carry: the order's
 * mobile, email or a shipment's reference number.
 */
export const TrackOrderQuerySchema = v.pipe(
  v.object({
    waybill: OptionalParamSchema,
    order_id: OptionalParamSchema,
    cp_id: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "cp_id must be a whole number."))),
    security_key: SecurityKeyParamSchema,
    mobile: OptionalParamSchema,
    email: OptionalParamSchema,
    reference_number: OptionalParamSchema,
    /** Sent by the search form (as its own field, or by its script): the view was reached by a search (docs/insights.md). */
    search_by: v.optional(v.picklist(["waybill", "order_id"], "search_by is waybill or order_id.")),
  }),
  v.check((q) => Boolean(q.waybill || q.order_id), "Pass a waybill or an order_id (a cp_id only counts together with one of them)."),
);
export type TrackOrderQuery = v.InferInput<typeof TrackOrderQuerySchema>;

/**
 * The page language a search's track-order call names (docs/insights.md): the portal's client
 * sends its page's locale code as the whole `Accept-Language` (create-browser-api.ts), so only a
 * value that is exactly one locale code counts as a page language; a browser's own list does not.
 */
export const PageLanguageSchema = v.picklist(LOCALES);

/** Brand and courier switches for the tracking page (product rules §3, Tracking result config). */
export const TrackingConfigSchema = v.object({
  enterprise_user: OptionalTextSchema,
  order_date: v.nullish(TimestampSchema),
  /** When present, the timeline gets a ready-to-ship step. */
  ship_date: v.nullish(TimestampSchema),
  /** Absent means on: rating and the failed-delivery form are the page's defaults. */
  enable_rating: v.optional(v.boolean(), true),
  enable_rms: v.optional(v.boolean(), false),
  enable_failed_delivery: v.optional(v.boolean(), true),
  enable_return_form: v.optional(v.boolean(), false),
  enable_rto: v.optional(v.boolean(), false),
  /** Status codes on which the take-action form may be shown. */
  form_status_codes: v.optional(v.array(StatusCodeSchema), []),
  website: OptionalTextSchema,
  allow_contact_update: v.optional(v.boolean(), true),
  /** True for a reverse pickup (RVP) shipment. */
  is_rvp: v.optional(v.boolean(), false),
  /** The channels the brand sends updates on, which the page offers to subscribe to (issue 35 item 4). */
  notify_channels: v.optional(v.array(v.picklist(NOTIFY_CHANNELS)), []),
  /** The channels this shipment's updates already go to (an opt-in made before). */
  notify_subscribed: v.optional(v.array(v.picklist(NOTIFY_CHANNELS)), []),
});
export type TrackingConfig = v.InferOutput<typeof TrackingConfigSchema>;

/** How many of an item and at what price, as both item shapes below send them. */
const ItemCountFields = { quantity: v.optional(v.number(), 1), price: v.nullish(v.number()) };

/** One ordered item; the page shows the first one's title and image. */
export const OrderDetailSchema = v.object({ ...optionalTexts("title", "image_url", "sku"), ...ItemCountFields });
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;

export const BannerSchema = v.object({
  image_url: v.string(),
  link_url: OptionalTextSchema,
  alt: OptionalTextSchema,
});

/** The courier's delivery prediction: a colour hint, a date and a short text. */
export const PredictSchema = v.object({
  color: OptionalTextSchema,
  edd: v.nullish(v.string()),
  message: OptionalTextSchema,
});

/** The shopper's earlier rating of this delivery, if any. */
export const ExistingRatingSchema = v.object({
  star: v.nullish(v.number()),
  comment: OptionalTextSchema,
  /** True when a rating exists (product rules §3): the widget shows it read-only. */
  ratedBefore: v.optional(v.boolean(), false),
});

/** Everything known about one waybill. */
export const TrackingEntrySchema = v.object({
  latest_status: ScanSchema,
  /** Courier scans, in any order; readers sort by timestamp. */
  scans: v.optional(v.array(ScanSchema), []),
  valid: v.optional(v.boolean(), true),
  additional: v.optional(v.object({ order_detail: v.optional(v.array(OrderDetailSchema), []) }), {}),
  config: v.optional(TrackingConfigSchema, {}),
  customer_info: v.optional(CustomerInfoSchema, {}),
  cp_name: OptionalTextSchema,
  logo_url: OptionalTextSchema,
  account_code: OptionalTextSchema,
  cp_id: v.nullish(v.pipe(v.number(), v.integer())),
  order_id: OptionalTextSchema,
  tracking_id: OptionalTextSchema,
  reference_number: OptionalTextSchema,
  order_type: OptionalTextSchema,
  security_key_valid: v.optional(v.boolean(), false),
  enable_security_check: v.optional(v.boolean(), false),
  /** Expected delivery date as the courier reports it. */
  edd: v.nullish(v.string()),
  /** The courier's expected delivery window (YYYY-MM-DD, the brand's zone); absent once nothing is expected. */
  edd_from: v.nullish(v.string()),
  edd_to: v.nullish(v.string()),
  predict: v.nullish(PredictSchema),
  rating: v.nullish(ExistingRatingSchema),
  banners: v.optional(v.array(BannerSchema), []),
});
export type TrackingEntry = v.InferOutput<typeof TrackingEntrySchema>;

export const TrackOrderSkuSchema = v.object({ ...optionalTexts("sku", "title", "image_url"), ...ItemCountFields });

/** One shipment of an order lookup; `waybill` is null until the brand ships it. */
export const TrackOrderShipmentSchema = v.object({
  waybill: v.nullish(v.string()),
  cp_id: v.nullish(v.pipe(v.number(), v.integer())),
  cp_name: OptionalTextSchema,
  /** Null before the first scan. */
  latest_status: v.nullish(ScanSchema),
  skus: v.optional(v.array(TrackOrderSkuSchema), []),
  edd: v.nullish(v.string()),
  /** A return pickup (reverse shipment): its codes are reverse codes, its page /reverse. */
  is_rvp: v.optional(v.boolean(), false),
  /**
   * This shipment's own security key, so its links open its tracking page. Sent only on a
   * brand with the security check on, and only in an answer the shopper earned with a valid
   * key or the order's second factor (docs/security.md).
   */
  security_key: v.nullish(v.string()),
  /** The shopper has rated this delivery: My orders offers its details, not feedback again. */
  rated: v.optional(v.boolean(), false),
});
export type TrackOrderShipment = v.InferOutput<typeof TrackOrderShipmentSchema>;

/** The order lookup answer (by order_id): the order's shipments and its summary (My orders). */
export const OrderLookupResultSchema = v.object({
  shipments: v.array(TrackOrderShipmentSchema),
  order_id: OptionalTextSchema,
  order_date: v.nullish(TimestampSchema),
  currency: OptionalTextSchema,
  total: v.nullish(v.number()),
  payment_method: OptionalTextSchema,
  customer_info: v.optional(CustomerInfoSchema, {}),
});
export type OrderLookupResult = v.InferOutput<typeof OrderLookupResultSchema>;

/** The waybill lookup answer: one entry keyed by its waybill. */
export const WaybillLookupResultSchema = v.record(v.string(), TrackingEntrySchema);
export type WaybillLookupResult = v.InferOutput<typeof WaybillLookupResultSchema>;

export const TrackOrderResultSchema = v.union([OrderLookupResultSchema, WaybillLookupResultSchema]);
export type TrackOrderResult = v.InferOutput<typeof TrackOrderResultSchema>;

export const TrackOrderResponseSchema = envelopeSchema(TrackOrderResultSchema);

/** A track-order result told apart by what it holds. */
export type TrackOrderLookup = { kind: "order"; order: OrderLookupResult } | { kind: "waybill"; waybill: string; entry: TrackingEntry } | { kind: "empty" };

/** Tells an order lookup from a waybill lookup; an empty waybill map is "empty". */
export function readTrackOrderResult(result: TrackOrderResult): TrackOrderLookup {
  if (isOrderLookup(result)) return { kind: "order", order: result };
  const first = Object.entries(result)[0];
  return first ? { kind: "waybill", waybill: first[0], entry: first[1] } : { kind: "empty" };
}

function isOrderLookup(result: TrackOrderResult): result is OrderLookupResult {
  return Array.isArray((result as { shipments?: unknown }).shipments);
}
