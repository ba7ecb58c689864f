import type { NewReturnRequestItemRow, NewReturnRequestRow } from "@portal/db/schema-returns";
import type { ReturnKind, ReturnRequestStatus } from "@portal/db/repositories/returns-records";
import type { CheckedItem } from "./item-rules.ts";
import type { CheckedPickup } from "./pickup-rules.ts";
import type { CheckedRefund } from "./refund-check.ts";
import { returnLineId } from "./return-request-id.ts";

export interface PlannedRequest {
  id: string;
  brandId: string;
  returnOrderId: string;
  kind: ReturnKind;
  items: readonly CheckedItem[];
  pickup: CheckedPickup;
  refund: CheckedRefund;
  /** The refund details sealed by the vault, or null. */
  sealedDetails: string | null;
  now: Date;
}

const NEW_REQUEST_STATUS: ReturnRequestStatus = "PLACED";

/** The rows of a checked request. Clear refund details are not among them: only the sealed text. */
export function toRequestRows(plan: PlannedRequest): { request: NewReturnRequestRow; items: NewReturnRequestItemRow[] } {
  const at = plan.now.toISOString();
  const address = plan.pickup.type === "pickup" ? plan.pickup.address : undefined;
  return {
    request: {
      id: plan.id,
      brand_id: plan.brandId,
      return_order_id: plan.returnOrderId,
      kind: plan.kind,
      status: NEW_REQUEST_STATUS,
      pickup_type: plan.pickup.type,
      pickup_name: address?.name ?? null,
      pickup_phone: address?.phone ?? null,
      pickup_email: address?.email ?? null,
      pickup_address: address?.address ?? null,
      pickup_pincode: address?.pincode ?? null,
      pickup_city: address?.city ?? null,
      pickup_state: address?.state ?? null,
      pickup_country: address?.country ?? null,
      pickup_date: plan.pickup.type === "pickup" ? plan.pickup.date : null,
      refund_mode: plan.refund.mode,
      refund_credit_minor: plan.refund.creditMinor,
      refund_money_minor: plan.refund.moneyMinor,
      refund_bank_name: plan.refund.bankName,
      refund_account_masked: plan.refund.accountMasked,
      refund_upi_masked: plan.refund.upiMasked,
      refund_details_sealed: plan.sealedDetails,
      reverse_shipment_ref: null,
      awb: null,
      courier_partner: null,
      approval_date: null,
      remark: null,
      rejection_reason: null,
      shipping_label_url: null,
      created_at: at,
      updated_at: at,
    },
    items: plan.items.map((line, position) => ({
      id: returnLineId(plan.id, position),
      brand_id: plan.brandId,
      request_id: plan.id,
      item_id: line.item.itemId,
      quantity: line.quantity,
      reason_id: line.reasonId,
      sub_reason_id: line.subReasonId,
      comment: line.comment,
      images_json: JSON.stringify(line.images),
      exchange_variant_id: line.exchangeVariantId,
      position,
    })),
  };
}
