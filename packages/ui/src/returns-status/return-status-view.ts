import type { MessageDescriptor } from "@lingui/core";
import type { ReturnStatusItem, ReturnStatusResult } from "@portal/core/api";
import {
  REFUND_MODE_LABEL,
  RETURN_REJECTION_LABEL,
  isReturnRejectionReason,
  isReturnStage,
  refundSummaryOfAnswer,
  type RefundSummary,
  type ReturnStage,
} from "@portal/core/returns";
import {
  buildReturnRequestTimeline,
  buildReturnStageTimeline,
  RETURN_REJECTED_STATUS,
  type ReturnRequestTimeline,
  type ReturnStageTimeline,
} from "@portal/core/timeline";

/** Which request the page shows: a return, or an exchange (the new item beside the returned one). */
export const RETURN_STATUS_KINDS = ["return", "exchange"] as const;
export type ReturnStatusKind = (typeof RETURN_STATUS_KINDS)[number];

export interface ReturnStatusItemView {
  description: string;
  quantity: number;
  /** Major units in the order's currency; null when unknown. */
  price: number | null;
  sku: string;
  image: string;
}

/**
 * How the parcel leaves the shopper: a courier pickup at an address (its country as an ISO
 * code, named in the page's language by the view), or shipped by the shopper.
 */
export type ReturnPickupView =
  | { kind: "pickup"; name: string; lines: string[]; country: string; date: string | null }
  | { kind: "self-ship" }
  | { kind: "none" };

/**
 * Why the request stands where it does: the brand's rejection reason (translated when it is one
 * of core's), or its remark. A brand writes these in its own language (English for Latin-only
 * text): `lang` says so, so a page in another language reads and lays it out as the brand wrote it.
 */
export type ReturnNoteView = { kind: "rejection" | "remark"; text: string; lang: string | undefined; label?: MessageDescriptor } | null;

/** The refund asked for: core's one summary, and the day it was asked for. */
export interface ReturnRefundView {
  summary: RefundSummary;
  requestedAt: string | null;
}

/** The refund the brand made: amount in major units, the mode's words, its reference and date. */
export interface ReturnRefundMadeView {
  amount: number;
  mode: MessageDescriptor | string;
  reference: string;
  /** ISO-8601, or null when the brand did not say. */
  refundedAt: string | null;
}

/**
 * The shipping label: a file the brand already made (self-ship), the pickup waybill's label
 * through the label job (the tracking page's mechanism), or none (cancelled, or no pickup yet).
 */
export type ReturnLabelView = { kind: "file"; url: string } | { kind: "waybill"; waybill: string } | { kind: "none" };

export interface ReturnStatusView {
  kind: ReturnStatusKind;
  returnId: string;
  /** Core's return stage, when the server keeps one (it then drives the timeline). */
  stage: ReturnStage | null;
  timeline: ReturnRequestTimeline | ReturnStageTimeline;
  /** A return's refund as asked for; null for an exchange or when the server did not say. */
  refund: ReturnRefundView | null;
  /** The refund the brand recorded, once made. */
  refundMade: ReturnRefundMadeView | null;
  /** The exchange's new forward shipment. */
  exchangeWaybill: string;
  items: ReturnStatusItemView[];
  exchangeItem: ReturnStatusItemView | null;
  /** ISO 4217, "" when the server did not say. */
  currency: string;
  pickup: ReturnPickupView;
  courier: string;
  awb: string;
  note: ReturnNoteView;
  label: ReturnLabelView;
}

/** Brand texts carry no language field; text in Latin letters only is the brand's English. */
export function brandTextLang(text: string): string | undefined {
  return /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u.test(text) ? "en" : undefined;
}

const itemView = (item: ReturnStatusItem): ReturnStatusItemView => ({
  description: item.description,
  quantity: item.quantity,
  price: item.price ?? null,
  sku: item.sku,
  image: item.image,
});

/** The status page's content from one return-status answer (product rules sections 3 and 4). */
export function returnStatusViewOf(result: ReturnStatusResult): ReturnStatusView {
  const { metadata } = result;
  const kind: ReturnStatusKind = result.exchange_item || result.kind === "exchange" ? "exchange" : "return";
  const stage = isReturnStage(result.stage) ? result.stage : null;
  const timeline =
    stage !== null
      ? buildReturnStageTimeline({ stage, history: result.stage_history, kind, selfShipped: metadata.self_shipped })
      : buildReturnRequestTimeline({
          status: metadata.status,
          statusCode: result.status_code ?? null,
          selfShipped: metadata.self_shipped,
          placedAt: result.created_at,
          approvedAt: result.approval_date,
        });
  const cancelled =
    stage !== null ? stage === "cancelled" || stage === "rejected" : timeline.steps.some((step) => step.key === "cancelled" || step.key === "rejected");
  const rejected = stage !== null ? stage === "rejected" : metadata.status.trim().toUpperCase() === RETURN_REJECTED_STATUS;
  const record = result.refund_record;
  return {
    kind,
    returnId: result.return_id ?? "",
    stage,
    timeline,
    refund: result.refund ? { summary: refundSummaryOfAnswer(result.refund), requestedAt: result.created_at || null } : null,
    refundMade: record
      ? {
          amount: record.amount,
          mode: Object.hasOwn(REFUND_MODE_LABEL, record.mode) ? REFUND_MODE_LABEL[record.mode as keyof typeof REFUND_MODE_LABEL] : record.mode,
          reference: record.reference,
          refundedAt: record.refunded_at || null,
        }
      : null,
    exchangeWaybill: result.exchange_waybill,
    items: result.items.map(itemView),
    exchangeItem: result.exchange_item ? itemView(result.exchange_item) : null,
    currency: result.currency_code ?? "",
    pickup: pickupOf(metadata),
    courier: result.courier_partner,
    awb: result.awb,
    note:
      rejected && result.rejection_reason
        ? {
            kind: "rejection",
            text: result.rejection_reason,
            lang: brandTextLang(result.rejection_reason),
            label: isReturnRejectionReason(result.rejection_reason) ? RETURN_REJECTION_LABEL[result.rejection_reason] : undefined,
          }
        : result.remark
          ? { kind: "remark", text: result.remark, lang: brandTextLang(result.remark) }
          : null,
    label: metadata.shipping_label_url
      ? { kind: "file", url: metadata.shipping_label_url }
      : result.awb && !cancelled
        ? { kind: "waybill", waybill: result.awb }
        : { kind: "none" },
  };
}

function pickupOf(metadata: ReturnStatusResult["metadata"]): ReturnPickupView {
  if (metadata.self_shipped) return { kind: "self-ship" };
  const cityLine = [metadata.city, metadata.state, metadata.pincode].filter(Boolean).join(", ");
  const lines = [metadata.address, cityLine].filter(Boolean);
  if (lines.length === 0 && !metadata.country && !metadata.name && !metadata.pickup_date) return { kind: "none" };
  return { kind: "pickup", name: metadata.name, lines, country: metadata.country.trim().toUpperCase(), date: metadata.pickup_date || null };
}
