import type { TrackingVia } from "@portal/core/api";
import type { LocaleCode } from "@portal/core/locale";

/**
 * Kysely table types of the Insights roll-ups (migrations 0103, 0112, 0113) and the tracking page views (0120, 0123); merged into `Database` in
 * schema.ts. Counts and sums per brand, day (YYYY-MM-DD, UTC) and dimensions; "" stands for
 * an unknown text dimension (no courier, no state), so every dimension is part of the key.
 */
export interface InsightTables {
  insight_delivery_facets: InsightDeliveryFacetsTable;
  insight_failure_facets: InsightFailureFacetsTable;
  insight_failure_pincode_weeks: InsightFailurePincodeWeeksTable;
  insight_return_days: InsightReturnDaysTable;
  insight_return_item_days: InsightReturnItemDaysTable;
  insight_rating_days: InsightRatingDaysTable;
  insight_answer_days: InsightAnswerDaysTable;
  insight_watermarks: InsightWatermarksTable;
  tracking_view_days: TrackingViewDaysTable;
  tracking_view_totals: TrackingViewTotalsTable;
  tracking_view_shipment_days: TrackingViewShipmentDaysTable;
  tracking_view_first_days: TrackingViewFirstDaysTable;
}

interface BrandDay {
  brand_id: string;
  day: string;
}

/**
 * The one dimension a delivery facet row counts by, and what its `key` holds: courier id, the
 * destination state, the pincode's first three characters, the ForwardStage ("unknown" for a code
 * the table does not list), or whole days from dispatch to delivery (delivered shipments only).
 */
export type DeliveryFacet = "courier" | "state" | "pincode-prefix" | "stage" | "transit-days";

/** Forward shipments by dispatch day and one facet (migration 0112). */
export interface InsightDeliveryFacetsTable extends BrandDay {
  facet: DeliveryFacet;
  key: string;
  shipments: number;
  /** Delivered with a shown EDD, and of those delivered on or before it. */
  measured: number;
  on_time: number;
  /** Delivered with no failed attempt before. */
  first_attempt: number;
}

/**
 * The one dimension a failure facet row counts by. Forward failed deliveries: "courier",
 * "reason" (the NDR reason code), "answer" (none, accept, reject or other: the shopper's answer),
 * "outcome" (`answer/outcome`, outcome being delivered, returned-to-origin, cancelled or open),
 * "pincode" (the full destination pincode, known ones only). Reverse: "pickup" (key "").
 */
export type FailureFacet = "courier" | "reason" | "answer" | "outcome" | "pincode" | "pickup";

/** Shipments with a failed attempt by dispatch day and one facet (migration 0112). */
export interface InsightFailureFacetsTable extends BrandDay {
  facet: FailureFacet;
  key: string;
  shipments: number;
  /** Minutes from the first failure to the answer, summed over answered shipments. */
  answer_minutes: number;
}

/**
 * The failures' "pincode" facet summed per ISO week (migration 0113): a long period's top
 * pincodes read whole weeks here, and only the days at its ends from the daily rows.
 */
export interface InsightFailurePincodeWeeksTable {
  brand_id: string;
  /** Monday (YYYY-MM-DD, UTC) of the ISO week of the dispatch day. */
  week: string;
  pincode: string;
  shipments: number;
}

export interface InsightReturnDaysTable extends BrandDay {
  /** "return" or "exchange". */
  kind: string;
  /** The requested REFUND_MODES value, "" for an exchange. */
  refund_mode: string;
  stage: string;
  requests: number;
  /** Minor units recorded as refunded. */
  refund_minor: number;
  /** Requests with a recorded refund, and the hours from request to refund summed over them. */
  refunded: number;
  refund_hours: number;
}

export interface InsightReturnItemDaysTable extends BrandDay {
  kind: string;
  /** The item's title as ordered. */
  item: string;
  reason_id: number;
  lines: number;
  units: number;
}

export interface InsightRatingDaysTable extends BrandDay {
  courier_id: string;
  /** 0-10 (a star is 2 points). */
  score: number;
  ratings: number;
  commented: number;
}

export interface InsightAnswerDaysTable extends BrandDay {
  question: string;
  /** "yes", "no" or "1"–"5". */
  answer: string;
  answers: number;
}

/** Tracking page views per brand, day, shipment, way in and page language (migration 0120); counted as each page is served. */
export interface TrackingViewDaysTable extends BrandDay {
  shipment_id: string;
  via: TrackingVia;
  /** The page's locale code; '' when the view's language is not known (it then counts in no language). */
  locale: LocaleCode | "";
  views: number;
}

/** Views per brand, day, way in and page language (migration 0123): tracking_view_days summed over shipments, kept in the same write. */
export interface TrackingViewTotalsTable extends BrandDay {
  via: TrackingVia;
  locale: LocaleCode | "";
  views: number;
}

/** The days a shipment's tracking page was viewed (migration 0123); its key decides a day's first view. */
export interface TrackingViewShipmentDaysTable extends BrandDay {
  shipment_id: string;
}

/** Shipments first viewed on `day`, per the day each was viewed before ('' for never) (migration 0123). */
export interface TrackingViewFirstDaysTable extends BrandDay {
  prev_day: string;
  shipments: number;
}

export interface InsightWatermarksTable {
  brand_id: string;
  /** The newest source `updated_at` the roll-ups have read (ISO-8601 UTC). */
  read_through: string;
}
