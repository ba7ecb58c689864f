import type { ReturnStatusItem, ReturnStatusResult } from "@portal/core/api";
import { refundSummaryOfAnswer, type RefundSummary } from "@portal/core/returns";
import { buildReturnRequestTimeline, RETURN_REJECTED_STATUS, type ReturnRequestTimeline } from "@portal/core/timeline";

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
 * Why the request stands where it does: the brand's rejection reason, or its remark. A brand
 * writes these in its own language (English for Latin-only text): `lang` says so, so a page in
 * another language reads and lays it out as the brand wrote it.
 */
export type ReturnNoteView = { kind: "rejection" | "remark"; text: string; lang: string | undefined } | null;

/** The refund: core's one summary, and the day it was asked for. */
export interface ReturnRefundView {
  summary: RefundSummary;
  requestedAt: string | null;
}

/**
 * The shipping label: a file the brand already made (self-ship), the pickup waybill's label
 * through the label job (the tracking page's mechanism), or none (cancelled, or no pickup yet).
 */
export type ReturnLabelView = { kind: "file"; url: string } | { kind: "waybill"; waybill: string } | { kind: "none" };

export interface ReturnStatusView {
  kind: ReturnStatusKind;
  returnId: string;
  timeline: ReturnRequestTimeline;
  items: ReturnStatusItemView[];
  exchangeItem: ReturnStatusItemView | null;
  /** ISO 4217, "" when the server did not say. */
  currency: string;
  pickup: ReturnPickupView;
  courier: string;
  awb: string;
  note: ReturnNoteView;
  label: ReturnLabelView;
  /** A return's refund; null for an exchange or when the server did not say. */
  refund: ReturnRefundView | null;
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

/** The status page's content from one return-status answer (spec sections 3 and 4). */
export function returnStatusViewOf(result: ReturnStatusResult): ReturnStatusView {
  const { metadata } = result;
  const timeline = buildReturnRequestTimeline({
    status: metadata.status,
    statusCode: result.status_code ?? null,
    selfShipped: metadata.self_shipped,
    placedAt: result.created_at,
    approvedAt: result.approval_date,
  });
  const ended = timeline.steps.some((step) => step.key === "cancelled" || step.key === "rejected");
  const rejected = metadata.status.trim().toUpperCase() === RETURN_REJECTED_STATUS;
  return {
    kind: result.exchange_item || result.kind === "exchange" ? "exchange" : "return",
    returnId: result.return_id ?? "",
    timeline,
    items: result.items.map(itemView),
    exchangeItem: result.exchange_item ? itemView(result.exchange_item) : null,
    currency: result.currency_code ?? "",
    pickup: pickupOf(metadata),
    courier: result.courier_partner,
    awb: result.awb,
    note:
      rejected && result.rejection_reason
        ? { kind: "rejection", text: result.rejection_reason, lang: brandTextLang(result.rejection_reason) }
        : result.remark
          ? { kind: "remark", text: result.remark, lang: brandTextLang(result.remark) }
          : null,
    label: metadata.shipping_label_url
      ? { kind: "file", url: metadata.shipping_label_url }
      : result.awb && !ended
        ? { kind: "waybill", waybill: result.awb }
        : { kind: "none" },
    refund: result.refund ? { summary: refundSummaryOfAnswer(result.refund), requestedAt: result.created_at || null } : null,
  };
}

function pickupOf(metadata: ReturnStatusResult["metadata"]): ReturnPickupView {
  if (metadata.self_shipped) return { kind: "self-ship" };
  const cityLine = [metadata.city, metadata.state, metadata.pincode].filter(Boolean).join(", ");
  const lines = [metadata.address, cityLine].filter(Boolean);
  if (lines.length === 0 && !metadata.country && !metadata.name && !metadata.pickup_date) return { kind: "none" };
  return { kind: "pickup", name: metadata.name, lines, country: metadata.country.trim().toUpperCase(), date: metadata.pickup_date || null };
}
