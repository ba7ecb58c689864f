import type { Kysely } from "kysely";
import { RETURN_TRANSITIONS } from "@portal/core/returns";
import type { ReturnDeskDetail, ReturnDeskRole } from "@portal/core/api";
import { listReturnEvents } from "@portal/db/repositories/return-events";
import { findReturnOrder } from "@portal/db/repositories/returns-orders";
import { listReturnReasons } from "@portal/db/repositories/returns-reasons";
import { findReturnRequest, type ReturnRequestDetail } from "@portal/db/repositories/returns-requests";
import type { Database } from "@portal/db/schema";
import { minorToMajor } from "../../returns/order/minor-units.ts";

export interface DeskRequest {
  detail: ReturnRequestDetail;
  /** Minor units: what the shopper paid for the units they send back. */
  allowanceMinor: number;
  answer: ReturnDeskDetail;
}

/** One request of the brand as the desk's page shows it, or undefined. Bank details stay masked. */
export async function loadDeskRequest(db: Kysely<Database>, brandId: string, returnId: string, role: ReturnDeskRole): Promise<DeskRequest | undefined> {
  const detail = await findReturnRequest(db, brandId, { returnId });
  if (detail === undefined || detail.request.id !== returnId) return undefined;
  const { request } = detail;
  const [order, reasons, events, sealed] = await Promise.all([
    findReturnOrder(db, brandId, detail.orderRef),
    listReturnReasons(db, brandId),
    listReturnEvents(db, brandId, request.id),
    db
      .selectFrom("return_requests")
      .select(["refund_details_sealed", "contact_phone", "contact_email"])
      .where("brand_id", "=", brandId)
      .where("id", "=", request.id)
      .executeTakeFirst(),
  ]);
  const itemOf = (itemId: number) => order?.items.find((item) => item.itemId === itemId);
  const allowanceMinor = request.items.reduce((sum, line) => sum + (itemOf(line.itemId)?.finalAmountPaidMinor ?? 0) * line.quantity, 0);
  const reasonOf = (id: number) => reasons.find((r) => r.reasonId === id);
  const address = request.pickupAddress;
  const answer: ReturnDeskDetail = {
    return_id: request.id,
    order_id: order?.order.orderId ?? "",
    kind: request.kind,
    stage: request.stage,
    next_stages: [...RETURN_TRANSITIONS[request.stage]],
    role,
    created_at: request.createdAt,
    currency_code: order?.order.currency ?? "",
    pickup_type: request.pickupType,
    pickup_date: request.pickupDate,
    address: address && {
      name: address.name,
      phone: address.phone ?? "",
      email: address.email ?? "",
      address: address.address,
      pincode: address.pincode ?? "",
      city: address.city ?? "",
      state: address.state ?? "",
      country: address.country ?? "",
    },
    contact: { phone: sealed?.contact_phone ?? "", email: sealed?.contact_email ?? "" },
    awb: request.awb ?? detail.pickup?.waybill ?? null,
    courier_partner: request.courierPartner ?? detail.pickup?.courierName ?? null,
    rejection_reason: request.rejectionReason,
    items: request.items.map((line) => {
      const item = itemOf(line.itemId);
      const reason = reasonOf(line.reasonId);
      return {
        return_id: line.returnId,
        item_id: line.itemId,
        title: item?.title ?? "",
        sku: item?.sku ?? "",
        image: item?.image ?? "",
        quantity: line.quantity,
        reason: reason?.name ?? String(line.reasonId),
        sub_reason: reason?.subReasons.find((s) => s.subReasonId === line.subReasonId)?.name ?? "",
        comment: line.comment,
        photos: line.images,
        exchange_variant: line.exchangeVariantId,
        paid: minorToMajor(item?.finalAmountPaidMinor ?? 0),
        inspection: line.inspection,
      };
    }),
    refund_request:
      request.refund.mode === null
        ? null
        : {
            mode: request.refund.mode,
            as_credit: minorToMajor(request.refund.creditMinor),
            as_money: minorToMajor(request.refund.moneyMinor),
            bank_name: request.refund.bankName ?? "",
            account_masked: request.refund.accountMasked ?? "",
            upi_masked: request.refund.upiMasked ?? "",
            has_sealed_details: (sealed?.refund_details_sealed ?? null) !== null,
          },
    refund_allowance: minorToMajor(allowanceMinor),
    refund_record: request.refundRecord && {
      amount: minorToMajor(request.refundRecord.amountMinor),
      mode: request.refundRecord.mode,
      reference: request.refundRecord.reference,
      refunded_at: request.refundRecord.refundedAt,
    },
    exchange_waybill: request.exchangeWaybill,
    history: events.map((event) => ({
      action: event.action,
      from_stage: event.from_stage,
      to_stage: event.to_stage,
      actor_kind: event.actor_kind,
      actor_name: event.actor_name,
      note: event.note,
      at: event.created_at,
    })),
  };
  return { detail, allowanceMinor, answer };
}
