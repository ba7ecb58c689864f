import type { BrandEventType } from "@portal/core/api";

/**
 * The `data` of each event type, as docs/brand-events.md documents it. Snake case, like the
 * rest of the API. A type's shape only ever gains optional fields.
 */

/** The shipment an answer, rating or contact change is about. */
export interface ShipmentRef {
  waybill: string;
  /** The brand's order id. */
  order_id: string;
}

/** A return or exchange request, as placed. */
export interface ReturnPlacedData {
  return_id: string;
  order_id: string;
  kind: "return" | "exchange";
  stage: string;
  pickup: "pickup" | "self_ship";
  refund_mode: string | null;
  /** Refund owed, in minor units of the order's currency: to the source or bank, and as store credit. */
  refund_money_minor: number;
  refund_credit_minor: number;
  currency: string;
  items: Array<{ item_id: number; quantity: number; reason_id: number; sub_reason_id: number | null; exchange_variant_id: string | null }>;
  placed_at: string;
}

/** A request moved to another stage of its life. */
export interface ReturnUpdatedData {
  return_id: string;
  order_id: string;
  stage: string;
  previous_stage: string | null;
  /** Who moved it: an admin, the import, a courier's scan. */
  by: "admin" | "import" | "scan" | "shopper" | "policy";
  /** The admin's username when `by` is admin. */
  actor?: string | null;
  reason?: string | null;
  at: string;
}

/** A refund was recorded (money, store credit or a voucher). */
export interface ReturnRefundedData {
  return_id: string;
  order_id: string;
  amount_minor: number;
  currency: string;
  mode: string;
  reference: string | null;
  refunded_at: string;
}

/** The shopper's answer to a failed delivery (ndr) or a failed pickup (pickup_issue). */
export interface IssueAnsweredData extends ShipmentRef {
  issue_id: number;
  /** First answer, or a change to it. */
  change: "created" | "updated";
  answer: "accept" | "reject" | null;
  preferred_date: string | null;
  preferred_time: string | null;
  phone_number: string | null;
  address: string | null;
  landmark: string | null;
  comment: string | null;
  answered_at: string;
}

export interface RatingCreatedData extends ShipmentRef {
  /** 0-10 (5 stars are 2, 4, 6, 8, 10). */
  score: number;
  comment: string;
  answers: Record<string, unknown>;
  rated_at: string;
}

export interface ContactUpdatedData extends ShipmentRef {
  phone_number: string;
  alternate_phone_number: string | null;
  updated_at: string;
}

export interface BrandEventData {
  "return.placed": ReturnPlacedData;
  "return.updated": ReturnUpdatedData;
  "return.refunded": ReturnRefundedData;
  "ndr.answered": IssueAnsweredData;
  "pickup_issue.answered": IssueAnsweredData;
  "rating.created": RatingCreatedData;
  "contact.updated": ContactUpdatedData;
}

/**
 * What an event is about: events of one subject reach the brand in the order they happened
 * (a return's placed before its updates), while other subjects' events go on beside them.
 */
export const SUBJECT_OF = {
  "return.placed": (data) => `return:${data.return_id}`,
  "return.updated": (data) => `return:${data.return_id}`,
  "return.refunded": (data) => `return:${data.return_id}`,
  "ndr.answered": (data) => `shipment:${data.waybill}`,
  "pickup_issue.answered": (data) => `shipment:${data.waybill}`,
  "rating.created": (data) => `shipment:${data.waybill}`,
  "contact.updated": (data) => `shipment:${data.waybill}`,
} satisfies { [T in BrandEventType]: (data: BrandEventData[T]) => string };
