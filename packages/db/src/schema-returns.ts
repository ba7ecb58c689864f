import type { ColumnType, Insertable, Selectable } from "kysely";
import type { Flag, IsoTimestamp, Timestamps } from "./schema.ts";

/**
 * Kysely table types of the returns area; merged into `Database` in schema.ts. Same
 * portability rules as there: text and integer columns only, money in minor units, flags 0/1,
 * timestamps as ISO-8601 UTC text. Every table carries `brand_id`, and every query filters on it.
 */
export interface ReturnTables {
  return_orders: ReturnOrdersTable;
  return_order_shipments: ReturnOrderShipmentsTable;
  return_order_items: ReturnOrderItemsTable;
  return_addresses: ReturnAddressesTable;
  return_reasons: ReturnReasonsTable;
  return_sub_reasons: ReturnSubReasonsTable;
  return_settings: ReturnSettingsTable;
  return_variants: ReturnVariantsTable;
  return_requests: ReturnRequestsTable;
  return_request_items: ReturnRequestItemsTable;
  return_request_events: ReturnRequestEventsTable;
}

/** A column added later (migration 0077): optional on insert, null until set. */
type LaterText = ColumnType<string | null, string | null | undefined, string | null>;

/** An order the shopper may return from (one per `orders` row at most). */
export interface ReturnOrdersTable {
  id: string;
  brand_id: string;
  /** `orders.id` of the same brand. */
  order_ref: string;
  /** Ask for photos of the returned items (return-info `capture_image`). */
  capture_image: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: IsoTimestamp;
}

/**
 * A forward shipment of a return order. `uuid` is random, handed out only by a return-info
 * answer the shopper proved access to; later calls (return request, pincode check) present
 * it as `shipment_uuid`, so it cannot be guessed from a waybill.
 */
export interface ReturnOrderShipmentsTable {
  uuid: string;
  brand_id: string;
  return_order_id: string;
  /** `shipments.id`. */
  shipment_ref: string;
  position: number;
}

/** One returnable product line (return-info `item_info`). */
export interface ReturnOrderItemsTable {
  id: string;
  brand_id: string;
  return_order_id: string;
  /** The numeric id the API shows; unique per brand. */
  item_id: number;
  /** The shipment it travelled in, for multi-shipment grouping. */
  shipment_uuid: string | null;
  title: string;
  sku: string | null;
  image: string | null;
  /** Per unit, minor units of the order's currency. */
  price_minor: number;
  /** Units ordered. */
  quantity: number;
  /** Units that may be returned in all (before earlier returns are counted). */
  eligible_quantity: number;
  /** Per unit, minor units. */
  store_credits_used_minor: number;
  /** Per unit, minor units. */
  final_amount_paid_minor: number;
  collection_point_id: string | null;
  inventory_quantity: number | null;
  total_variant_inventory_quantity: number | null;
  position: number;
  /** The brand's category, for its return policy (0092). */
  category: LaterText;
}

/** Addresses the shopper may pick for a pickup. */
export interface ReturnAddressesTable {
  id: string;
  brand_id: string;
  return_order_id: string;
  position: number;
  name: string;
  phone: string | null;
  email: string | null;
  address: string;
  pincode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

export interface ReturnReasonsTable {
  id: string;
  brand_id: string;
  /** The numeric id the API shows; unique per brand. */
  reason_id: number;
  /** In the brand's default language. */
  name: string;
  /** JSON {locale: text} of the other languages (0122); null: none. */
  translations: LaterText;
  active: ColumnType<Flag, Flag | undefined, Flag>;
  image_required: ColumnType<Flag, Flag | undefined, Flag>;
  image_quantity: number;
  position: number;
}

export interface ReturnSubReasonsTable {
  id: string;
  brand_id: string;
  reason_id: number;
  /** Unique per brand. */
  sub_reason_id: number;
  /** In the brand's default language. */
  name: string;
  /** JSON {locale: text} of the other languages (0122); null: none. */
  translations: LaterText;
  position: number;
}

/** Per-brand return settings. */
export interface ReturnSettingsTable {
  brand_id: string;
  /** Shown on the exchange screen (plain text). */
  exchange_instructions: string;
  /** JSON {locale: text} of the other languages (0122); null: none. */
  exchange_instructions_translations: LaterText;
  updated_at: IsoTimestamp;
}

/** What an item may be exchanged for (fetch-variants). */
export interface ReturnVariantsTable {
  id: string;
  brand_id: string;
  /** `return_order_items.item_id` of the same brand. */
  item_id: number;
  variant_id: string;
  title: string;
  inventory_quantity: number;
  position: number;
}

/**
 * A return or exchange request (one submission; its id is the feed id of previous returns).
 * Refund account details are stored sealed (AES-GCM) plus masked copies for display; the
 * clear values never leave the server.
 */
export interface ReturnRequestsTable extends Timestamps {
  id: string;
  brand_id: string;
  return_order_id: string;
  /** "return" | "exchange" */
  kind: string;
  /** "PLACED" | "APPROVED" | "REJECTED" (see ReturnRequestStatus). */
  status: string;
  /** "pickup" | "self-ship" */
  pickup_type: string;
  pickup_name: string | null;
  pickup_phone: string | null;
  pickup_email: string | null;
  pickup_address: string | null;
  pickup_pincode: string | null;
  pickup_city: string | null;
  pickup_state: string | null;
  pickup_country: string | null;
  /** YYYY-MM-DD; null for self-ship. */
  pickup_date: string | null;
  /** A REFUND_MODES value; null for an exchange. */
  refund_mode: string | null;
  /** Minor units refunded as store credit / as money. */
  refund_credit_minor: number;
  refund_money_minor: number;
  refund_bank_name: string | null;
  refund_account_masked: string | null;
  refund_upi_masked: string | null;
  /** Sealed JSON of the bank and UPI details; null when none were given. */
  refund_details_sealed: string | null;
  /** The reverse pickup shipment, once booked. */
  reverse_shipment_ref: string | null;
  awb: string | null;
  courier_partner: string | null;
  approval_date: IsoTimestamp | null;
  remark: string | null;
  rejection_reason: string | null;
  shipping_label_url: string | null;
  /**
   * Hash of the submission that made the request (client request id, else body); unique per
   * order so a repeated submit finds this request. Null for older and seeded requests.
   */
  request_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** A ReturnStage of core's state machine; changed only by applyReturnTransition. */
  stage: ColumnType<string, string | undefined, string>;
  stage_changed_at: LaterText;
  /** The refund the brand recorded: minor units, REFUND_MODES value, its reference (or voucher code), when. */
  refund_recorded_minor: ColumnType<number | null, number | null | undefined, number | null>;
  refund_recorded_mode: LaterText;
  refund_reference: LaterText;
  refunded_at: LaterText;
  /** The exchange's new forward shipment. */
  exchange_waybill: LaterText;
  /** The shopper's phone and e-mail the desk searches by: the pickup's, else the order's. */
  contact_phone: LaterText;
  contact_email: LaterText;
}

/**
 * One entry of a request's history: a stage move (from → to) or another desk action
 * (from = to, e.g. a pickup AWB linked or refund details revealed); who made it and when.
 */
export interface ReturnRequestEventsTable {
  id: string;
  brand_id: string;
  request_id: string;
  /** What happened: the move's target stage, or a desk action name. */
  action: string;
  from_stage: string | null;
  to_stage: string | null;
  /** A ReturnActorKind: admin, shopper, import, scan or auto. */
  actor_kind: string;
  /** The admin's username, the scan's waybill and code, …; null when nothing more is known. */
  actor_name: string | null;
  admin_user_id: string | null;
  note: string | null;
  created_at: IsoTimestamp;
}

/** One item line of a request; its id is a "return id". */
export interface ReturnRequestItemsTable {
  id: string;
  brand_id: string;
  request_id: string;
  item_id: number;
  quantity: number;
  reason_id: number;
  sub_reason_id: number | null;
  comment: string;
  /** JSON array of stored image URLs. */
  images_json: string;
  exchange_variant_id: string | null;
  position: number;
  /** A ReturnInspectionOutcome, with the warehouse's note and time; null until inspected. */
  inspection_outcome: LaterText;
  inspection_note: LaterText;
  inspected_at: LaterText;
}

export type ReturnOrderRow = Selectable<ReturnOrdersTable>;
export type NewReturnOrderRow = Insertable<ReturnOrdersTable>;
export type ReturnOrderShipmentRow = Selectable<ReturnOrderShipmentsTable>;
export type NewReturnOrderShipmentRow = Insertable<ReturnOrderShipmentsTable>;
export type ReturnOrderItemRow = Selectable<ReturnOrderItemsTable>;
export type NewReturnOrderItemRow = Insertable<ReturnOrderItemsTable>;
export type ReturnAddressRow = Selectable<ReturnAddressesTable>;
export type NewReturnAddressRow = Insertable<ReturnAddressesTable>;
export type ReturnReasonRow = Selectable<ReturnReasonsTable>;
export type NewReturnReasonRow = Insertable<ReturnReasonsTable>;
export type ReturnSubReasonRow = Selectable<ReturnSubReasonsTable>;
export type NewReturnSubReasonRow = Insertable<ReturnSubReasonsTable>;
export type ReturnVariantRow = Selectable<ReturnVariantsTable>;
export type NewReturnVariantRow = Insertable<ReturnVariantsTable>;
export type ReturnRequestRow = Selectable<ReturnRequestsTable>;
export type NewReturnRequestRow = Insertable<ReturnRequestsTable>;
export type ReturnRequestItemRow = Selectable<ReturnRequestItemsTable>;
export type NewReturnRequestItemRow = Insertable<ReturnRequestItemsTable>;
export type ReturnRequestEventRow = Selectable<ReturnRequestEventsTable>;
export type NewReturnRequestEventRow = Insertable<ReturnRequestEventsTable>;
