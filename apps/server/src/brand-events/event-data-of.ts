import type { FeedDirection } from "@portal/core/feed-form";
import type { ReturnOrderRecord } from "@portal/db/repositories/returns-records";
import type { ShipmentDetail } from "@portal/db/repositories/records";
import type { CustomerFeed } from "@portal/db/repositories/tracking-feeds";
import type { NewReturnRequestItemRow, NewReturnRequestRow } from "@portal/db/schema-returns";
import type { FeedbackAnswers } from "@portal/core/rating";
import type { ContactUpdatedData, IssueAnsweredData, RatingCreatedData, ReturnPlacedData, ShipmentRef } from "./brand-event-data.ts";

/**
 * Each emission point's event, built from what it has at hand, so the call there stays one
 * line: `enqueueBrandEvent(db, brandId, type, <one of these>, { now })`.
 */

function shipmentRef(detail: ShipmentDetail): ShipmentRef {
  return { waybill: detail.shipment.waybill ?? "", order_id: detail.order.orderId };
}

/** The event type of an answer to a failed delivery (ndr) or pickup. */
export const ISSUE_ANSWERED_TYPE = { delivery: "ndr.answered", pickup: "pickup_issue.answered" } as const satisfies Record<FeedDirection, string>;

export function issueAnsweredData(detail: ShipmentDetail, feed: CustomerFeed, change: "created" | "updated"): IssueAnsweredData {
  return {
    ...shipmentRef(detail),
    issue_id: feed.issueId,
    change,
    answer: feed.answer,
    preferred_date: feed.preferredDate,
    preferred_time: feed.preferredTime,
    phone_number: feed.phoneNumber,
    address: feed.address,
    landmark: feed.landmark,
    comment: feed.comment,
    answered_at: feed.updatedAt,
  };
}

export function ratingCreatedData(detail: ShipmentDetail, rating: { score: number; comment: string; answers: FeedbackAnswers }, now: Date): RatingCreatedData {
  return { ...shipmentRef(detail), score: rating.score, comment: rating.comment, answers: rating.answers, rated_at: now.toISOString() };
}

export function contactUpdatedData(detail: ShipmentDetail, numbers: { phone: string; alternatePhone: string | null }, now: Date): ContactUpdatedData {
  return { ...shipmentRef(detail), phone_number: numbers.phone, alternate_phone_number: numbers.alternatePhone, updated_at: now.toISOString() };
}

/** A placed request; no pickup address or refund details (personal data stays in the portal). */
export function returnPlacedData(
  order: ReturnOrderRecord,
  rows: { request: NewReturnRequestRow; items: readonly NewReturnRequestItemRow[] },
): ReturnPlacedData {
  const { request } = rows;
  return {
    return_id: request.id,
    order_id: order.order.orderId,
    kind: request.kind === "exchange" ? "exchange" : "return",
    stage: "placed",
    pickup: request.pickup_type === "pickup" ? "pickup" : "self_ship",
    refund_mode: request.refund_mode ?? null,
    refund_money_minor: request.refund_money_minor,
    refund_credit_minor: request.refund_credit_minor,
    currency: order.order.currency,
    items: rows.items.map((line) => ({
      item_id: line.item_id,
      quantity: line.quantity,
      reason_id: line.reason_id,
      sub_reason_id: line.sub_reason_id ?? null,
      exchange_variant_id: line.exchange_variant_id ?? null,
    })),
    placed_at: request.created_at,
  };
}
