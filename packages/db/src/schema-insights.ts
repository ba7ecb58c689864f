/**
 * Kysely table types of the Insights roll-ups (migration 0103); merged into `Database` in
 * schema.ts. Counts and sums per brand, day (YYYY-MM-DD, UTC) and dimensions; "" stands for
 * an unknown text dimension (no courier, no state), so every dimension is part of the key.
 */
export interface InsightTables {
  insight_delivery_days: InsightDeliveryDaysTable;
  insight_failure_days: InsightFailureDaysTable;
  insight_return_days: InsightReturnDaysTable;
  insight_return_item_days: InsightReturnItemDaysTable;
  insight_rating_days: InsightRatingDaysTable;
  insight_answer_days: InsightAnswerDaysTable;
  insight_watermarks: InsightWatermarksTable;
}

interface BrandDay {
  brand_id: string;
  day: string;
}

export interface InsightDeliveryDaysTable extends BrandDay {
  courier_id: string;
  state: string;
  /** First three characters of the destination pincode. */
  pincode_prefix: string;
  /** A ForwardStage, or "unknown" for a code the table does not list. */
  stage: string;
  /** 1 on or before the EDD shown, 0 after, -1 not delivered or no EDD. */
  on_time: number;
  first_attempt: number;
  /** Whole days from dispatch to delivery; -1 when not delivered. */
  transit_days: number;
  shipments: number;
}

export interface InsightFailureDaysTable extends BrandDay {
  /** "delivery" (forward NDR) or "pickup" (reverse). */
  direction: string;
  courier_id: string;
  pincode: string;
  reason_code: number;
  /** "none", "accept" or "reject". */
  answer: string;
  /** "delivered", "returned-to-origin" or "open" (picked up counts as delivered for a pickup). */
  outcome: string;
  shipments: number;
  answer_minutes: number;
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

export interface InsightWatermarksTable {
  brand_id: string;
  /** The newest source `updated_at` the roll-ups have read (ISO-8601 UTC). */
  read_through: string;
}
