import type { ReturnStatusResult } from "@portal/core/api";

/**
 * Return-status answers shaped like the server's GET return-status (apps/server's
 * status/return-status-view.ts), one per timeline the product rules name.
 */
export function statusAnswer(
  overrides: Partial<Omit<ReturnStatusResult, "metadata">> & { metadata?: Partial<ReturnStatusResult["metadata"]> } = {},
): ReturnStatusResult {
  const { metadata, ...rest } = overrides;
  return {
    items: [{ description: "Linen shirt", quantity: 1, price: 1499, sku: "SKU-1", image: "", url: "" }],
    exchange_item: null,
    metadata: {
      name: "Asha Rao",
      address: "12 MG Road, Indiranagar",
      pincode: "560038",
      city: "Bengaluru",
      state: "Karnataka",
      country: "IN",
      pickup_date: "2026-11-22",
      status: "PLACED",
      self_shipped: false,
      shipping_label_url: "",
      ...metadata,
    },
    status_code: null,
    approval_date: "",
    courier_partner: "",
    remark: "",
    awb: "",
    rejection_reason: "",
    return_id: "RET-1",
    kind: "return",
    created_at: "2026-11-20T10:00:00.000Z",
    currency_code: "INR",
    // An older server's answer: no stage, so the status word and pickup code drive the timeline.
    stage: "",
    stage_history: [],
    refund_record: null,
    exchange_waybill: "",
    ...rest,
  };
}
