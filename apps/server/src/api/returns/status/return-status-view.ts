import { returnLabelHref } from "./return-label-href.ts";
import type { ReturnStatusItem, ReturnStatusResult } from "@portal/core/api";
import type { ReturnItem, ReturnVariantRecord } from "@portal/db/repositories/returns-records";
import type { ReturnRequestDetail } from "@portal/db/repositories/returns-requests";
import { REFUND_MODES, type RefundMode } from "@portal/core/returns";
import { minorToMajor } from "../order/minor-units.ts";

const isRefundMode = (mode: string): mode is RefundMode => (REFUND_MODES as readonly string[]).includes(mode);

/** Core's return-status result (the refund's account and UPI id masked: last 4 characters only) plus its ids. */
export interface ReturnStatusAnswer extends ReturnStatusResult {
  return_id: string;
  kind: string;
  created_at: string;
}

/**
 * The status of one return request: its items (or the one asked for), the exchange item,
 * the pickup address and date, its status word and the reverse pickup's latest code (core's
 * return timeline reads both), and the courier details once a pickup is booked.
 */
export function toReturnStatusAnswer(
  detail: ReturnRequestDetail,
  orderItems: readonly ReturnItem[],
  variantsByItem: ReadonlyMap<number, readonly ReturnVariantRecord[]>,
  onlyItemId: number | undefined,
  currencyCode = "",
  /** The request's stage moves, oldest first (events whose stage changed). */
  stageHistory: ReadonlyArray<{ stage: string; at: string }> = [],
): ReturnStatusAnswer | undefined {
  const { request, pickup } = detail;
  const lines = request.items.filter((line) => onlyItemId === undefined || line.itemId === onlyItemId);
  if (lines.length === 0) return undefined;
  const itemOf = (itemId: number) => orderItems.find((i) => i.itemId === itemId);

  const items = lines.map((line): ReturnStatusItem => {
    const item = itemOf(line.itemId);
    return {
      description: item?.title ?? "",
      quantity: line.quantity,
      price: item ? minorToMajor(item.priceMinor) : null,
      sku: item?.sku ?? "",
      image: item?.image ?? "",
      url: "",
    };
  });
  const exchangeLine = lines.find((line) => line.exchangeVariantId !== null);
  const exchangeVariant = exchangeLine && variantsByItem.get(exchangeLine.itemId)?.find((v) => v.variantId === exchangeLine.exchangeVariantId);
  const exchangeItem = exchangeLine && itemOf(exchangeLine.itemId);
  const address = request.pickupAddress;

  return {
    return_id: request.id,
    kind: request.kind,
    created_at: request.createdAt,
    currency_code: currencyCode,
    items,
    exchange_item:
      exchangeLine && exchangeVariant
        ? {
            description: exchangeVariant.title,
            quantity: exchangeLine.quantity,
            price: exchangeItem ? minorToMajor(exchangeItem.priceMinor) : null,
            sku: exchangeItem?.sku ?? "",
            image: exchangeItem?.image ?? "",
            url: "",
          }
        : null,
    metadata: {
      name: address?.name ?? "",
      address: address?.address ?? "",
      pincode: address?.pincode ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      country: address?.country ?? "",
      pickup_date: request.pickupDate ?? "",
      status: request.status,
      self_shipped: request.pickupType === "self-ship",
      // A self-ship request's label is the portal's own PDF (return-label), never a stored link that may lead nowhere.
      shipping_label_url: request.pickupType === "self-ship" ? returnLabelHref(request.id) : (request.shippingLabelUrl ?? ""),
    },
    status_code: pickup?.latestCode ?? null,
    approval_date: request.approvalDate ?? "",
    courier_partner: request.courierPartner ?? pickup?.courierName ?? "",
    remark: request.remark ?? "",
    awb: request.awb ?? pickup?.waybill ?? "",
    rejection_reason: request.rejectionReason ?? "",
    stage: request.stage,
    stage_history: [...stageHistory],
    refund_record: request.refundRecord && {
      amount: minorToMajor(request.refundRecord.amountMinor),
      mode: request.refundRecord.mode,
      reference: request.refundRecord.reference,
      refunded_at: request.refundRecord.refundedAt ?? "",
    },
    exchange_waybill: request.exchangeWaybill ?? "",
    refund:
      request.refund.mode === null || !isRefundMode(request.refund.mode)
        ? null
        : {
            mode: request.refund.mode,
            bank_name: request.refund.bankName ?? "",
            account_number: request.refund.accountMasked ?? "",
            upi_id: request.refund.upiMasked ?? "",
            refund_as_credit: minorToMajor(request.refund.creditMinor),
            refund_as_money: minorToMajor(request.refund.moneyMinor),
          },
  };
}
