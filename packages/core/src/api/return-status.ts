import * as v from "valibot";
import { REFUND_MODES } from "../returns/refund-mode.ts";
import { envelopeSchema } from "./envelope.ts";
import { OptionalParamSchema, OptionalTextSchema, optionalTexts, requiredParam } from "./wire-fields.ts";

/** GET return-status (product rules §3, Return status). */
export const ReturnStatusQuerySchema = v.object({
  key: OptionalParamSchema,
  domain: requiredParam("domain"),
  waybill: OptionalParamSchema,
  item_info_id: OptionalParamSchema,
  return_id: OptionalParamSchema,
});
export type ReturnStatusQuery = v.InferInput<typeof ReturnStatusQuerySchema>;

export const ReturnStatusItemSchema = v.object({
  description: OptionalTextSchema,
  quantity: v.optional(v.number(), 1),
  price: v.nullish(v.number()),
  ...optionalTexts("sku", "image", "url"),
});
export type ReturnStatusItem = v.InferOutput<typeof ReturnStatusItemSchema>;

export const ReturnStatusMetadataSchema = v.object({
  ...optionalTexts("name", "address", "pincode", "city", "state", "country", "pickup_date"),
  /** The request's status word, e.g. PLACED, APPROVED, REJECTED. */
  status: OptionalTextSchema,
  self_shipped: v.optional(v.boolean(), false),
  shipping_label_url: OptionalTextSchema,
});

export const ReturnStatusResultSchema = v.object({
  items: v.optional(v.array(ReturnStatusItemSchema), []),
  exchange_item: v.nullish(ReturnStatusItemSchema),
  metadata: ReturnStatusMetadataSchema,
  /** The reverse pickup's latest status code, once a pickup exists. */
  status_code: v.nullish(v.pipe(v.number(), v.integer())),
  ...optionalTexts("approval_date", "courier_partner", "remark", "awb", "rejection_reason"),
  /** The request's id, kind ("return" or "exchange") and creation time, when the server tells. */
  ...optionalTexts("return_id", "kind", "created_at"),
  /** The order's currency (ISO 4217), for the item prices. */
  currency_code: OptionalTextSchema,
  /** A return's refund as stored: its mode, masked payout details and both amounts (major units); none for an exchange. */
  refund: v.nullish(
    v.object({
      mode: v.picklist(REFUND_MODES),
      bank_name: OptionalTextSchema,
      account_number: OptionalTextSchema,
      upi_id: OptionalTextSchema,
      refund_as_credit: v.optional(v.number(), 0),
      refund_as_money: v.optional(v.number(), 0),
    }),
  ),
  /** Core's return stage (RETURN_STAGES), when the server keeps one; "" from older servers. */
  stage: OptionalTextSchema,
  /** The stages the request went through, oldest first, with when. */
  stage_history: v.optional(v.array(v.object({ stage: v.string(), at: v.string() })), []),
  /** The refund the brand made: major units of currency_code, a REFUND_MODES value, its reference and date. */
  refund_record: v.nullish(v.object({ amount: v.number(), mode: v.string(), reference: OptionalTextSchema, refunded_at: OptionalTextSchema })),
  /** The exchange's new forward shipment, once sent. */
  exchange_waybill: OptionalTextSchema,
});
export type ReturnStatusResult = v.InferOutput<typeof ReturnStatusResultSchema>;
export const ReturnStatusResponseSchema = envelopeSchema(ReturnStatusResultSchema);

/**
 * The return-status call for a status page's URL: its `return_id`, or its `waybill` with the
 * `security_key` as key, and an optional `item_info_id`; undefined when the URL names no request.
 */
export function returnStatusQueryOf(search: URLSearchParams, domain: string): ReturnStatusQuery | undefined {
  const read = (name: string) => search.get(name)?.trim() || undefined;
  const returnId = read("return_id");
  const waybill = read("waybill");
  if (returnId === undefined && waybill === undefined) return undefined;
  return { domain, return_id: returnId, waybill, key: read("security_key"), item_info_id: read("item_info_id") };
}
