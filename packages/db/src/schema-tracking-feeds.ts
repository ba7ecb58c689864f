import type { ColumnType, Insertable, Selectable } from "kysely";
import type { IsoTimestamp, Timestamps } from "./schema.ts";

/**
 * Kysely table types of the tracking-feeds area; merged into `Database` in schema.ts.
 * Same portability rules as schema.ts: text and integer columns only, ISO-8601 UTC text
 * timestamps, text ids.
 */
export interface TrackingFeedTables {
  customer_feeds: CustomerFeedsTable;
  courier_ratings: CourierRatingsTable;
  contact_updates: ContactUpdatesTable;
  ops_issue_configs: OpsIssueConfigsTable;
  courier_partner_ids: CourierPartnerIdsTable;
  rate_limit_windows: RateLimitWindowsTable;
}

/**
 * A shopper's answer to a failed delivery (forward shipment) or failed pickup (reverse
 * shipment): the product rules' "customer feed". One per shipment and issue: answering the same
 * issue again updates it (PUT).
 */
export interface CustomerFeedsTable extends Timestamps {
  id: string;
  brand_id: string;
  shipment_id: string;
  /** The failed-delivery (1-14) or failed-pickup (1-11) reason code answered. */
  issue_id: number;
  /** "accept" or "reject" where the form asks deliver/pick up or cancel. */
  answer: string | null;
  /** YYYY-MM-DD. */
  preferred_date: string | null;
  preferred_time: string | null;
  phone_number: string | null;
  address: string | null;
  drop_pincode: string | null;
  landmark: string | null;
  comment: string | null;
}

/** The shopper's rating of a delivery, one per shipment, always on 0-10 (a star is 2 points). */
export interface CourierRatingsTable extends Timestamps {
  shipment_id: string;
  brand_id: string;
  score: number;
  comment: ColumnType<string, string | undefined, string>;
  /** JSON: answers to the brand's feedback questions, question id → yes/no or 1-5 (migration 0071). */
  answers: ColumnType<string, string | undefined, string>;
}

/**
 * Numbers the shopper gave on the update-contact screen. Kept apart from the order's own
 * customer phone so the brand's imported data stays as sent and a re-import does not undo
 * the shopper's change.
 */
export interface ContactUpdatesTable extends Timestamps {
  shipment_id: string;
  brand_id: string;
  phone: string;
  alternate_phone: string | null;
}

/** How operations classify a failure reason (product rules §3, Ops issue config). Shared by all brands. */
export interface OpsIssueConfigsTable {
  /** "delivery" (forward, NDR codes) or "pickup" (reverse, NPR codes). */
  direction: string;
  issue_id: number;
  bucket_id: number;
  bucket_name: string;
  issue_name: string;
  raw_issue_desc: string;
  npr_bucket: string | null;
}

/** The courier's numeric partner id (`cp_id` on the wire); couriers.id is text. */
export interface CourierPartnerIdsTable {
  courier_id: string;
  cp_id: number;
}

/** Requests per client per fixed one-minute window, so replicas sharing a database share the limit. */
export interface RateLimitWindowsTable {
  bucket: string;
  /** A hash of the client's address: the address itself is personal data. */
  client_key: string;
  window_start: IsoTimestamp;
  hits: number;
}

export type CustomerFeedRow = Selectable<CustomerFeedsTable>;
export type NewCustomerFeedRow = Insertable<CustomerFeedsTable>;
export type CourierRatingRow = Selectable<CourierRatingsTable>;
export type NewCourierRatingRow = Insertable<CourierRatingsTable>;
export type ContactUpdateRow = Selectable<ContactUpdatesTable>;
export type NewContactUpdateRow = Insertable<ContactUpdatesTable>;
export type OpsIssueConfigRow = Selectable<OpsIssueConfigsTable>;
export type NewOpsIssueConfigRow = Insertable<OpsIssueConfigsTable>;
