import * as v from "valibot";
import { envelopeSchema } from "./envelope.ts";
import { REFUND_MODES } from "../returns/refund-mode.ts";
import { PostalAddressSchema, OptionalParamSchema, OptionalTextSchema, optionalTexts, requiredParam } from "./wire-fields.ts";

/**
 * GET return-info: the order a shopper may return from. The order is identified by
 * `order_id` when the brand's return_authorization_id is 5, else by `reference_number`
 * (see returns/order-identifier), or by awbs, or by waybill + key.
 */
export const ReturnOrderQuerySchema = v.pipe(
  v.object({
    domain: requiredParam("domain"),
    awbs: OptionalParamSchema,
    key: OptionalParamSchema,
    waybill: OptionalParamSchema,
    /** The link's `mobile` parameter. */
    phone_number: OptionalParamSchema,
    email: OptionalParamSchema,
    order_id: OptionalParamSchema,
    reference_number: OptionalParamSchema,
    source: OptionalParamSchema,
    token: OptionalParamSchema,
    sku: OptionalParamSchema,
    /**
     * "1": the order of the return login the request carries (its `sub_token`), named by no
     * identifier: `/returns` right after logging in (issue 33 item 8).
     */
    login: v.optional(v.literal("1")),
  }),
  v.check(
    (q) => Boolean(q.awbs || q.waybill || q.order_id || q.reference_number || q.login),
    "Pass awbs, a waybill, an order_id, a reference_number or login=1.",
  ),
);
export type ReturnOrderQuery = v.InferInput<typeof ReturnOrderQuerySchema>;

/** One returnable item (item_info). Amounts are in the order's currency. */
export const ReturnProductSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  ...optionalTexts("title", "sku", "image_url"),
  /** How many were ordered. */
  quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 1),
  price: v.number(),
  /** How many may still be returned. */
  eligible_quantity_can_be_return: v.pipe(v.number(), v.integer(), v.minValue(0)),
  store_credits_used: v.optional(v.number(), 0),
  final_amount_paid: v.optional(v.number(), 0),
  collection_point_id: v.nullish(v.union([v.number(), v.string()])),
  inventory_quantity: v.nullish(v.number()),
  total_variant_inventory_quantity: v.nullish(v.number()),
  /** The brand's category; its return policy may give it its own window or make it non-returnable. */
  category: v.optional(v.string()),
  /** Filled by return-info from the brand's policy: why the item cannot be returned (core's PolicyRefusal), and the brand's words for it. */
  not_returnable: v.optional(v.object({ code: v.picklist(["outside-window", "non-returnable"]), message: v.optional(v.string(), "") })),
  /** The last moment the item may be returned, when the policy's window runs (ISO time). */
  returnable_until: v.optional(v.string()),
});
export type ReturnProduct = v.InferOutput<typeof ReturnProductSchema>;

/**
 * An earlier return request of this order. Each occurrence of an item id in `item_ids`
 * counts one returned unit.
 */
export const PreviousReturnSchema = v.object({
  feed_id: v.union([v.number(), v.string()]),
  date: v.string(),
  item_ids: v.array(v.number()),
  return_ids: v.array(v.union([v.number(), v.string()])),
});
export type PreviousReturn = v.InferOutput<typeof PreviousReturnSchema>;

/** A group of items that travel in one shipment of a multi-shipment order. */
export const ShipmentGroupSchema = v.object({
  awb: OptionalTextSchema,
  shipment_uuid: OptionalTextSchema,
  item_ids: v.array(v.number()),
});

/**
 * The brand's return policy as the flow explains it before the shopper chooses (core's
 * ReturnPolicy, amounts in the order's currency like the items'). Absent: no policy.
 */
export const ReturnPolicyViewSchema = v.object({
  /** Offered refund modes; absent: every mode the order allows. */
  refund_modes: v.optional(v.array(v.picklist(REFUND_MODES))),
  exchange: v.boolean(),
  /** The brand's words when exchanges are not offered, or "" for the portal's. */
  exchange_message: v.optional(v.string(), ""),
  fee_by_mode: v.optional(v.record(v.picklist([...REFUND_MODES, "exchange"]), v.number()), {}),
  fee_by_reason: v.optional(v.record(v.string(), v.number()), {}),
  bonus_percent: v.optional(v.object({ credit: v.optional(v.number()), exchange: v.optional(v.number()) }), {}),
});
export type ReturnPolicyView = v.InferOutput<typeof ReturnPolicyViewSchema>;

export const ReturnOrderSchema = v.object({
  item_info: v.array(ReturnProductSchema),
  addresses: v.optional(v.array(PostalAddressSchema), []),
  /** Newest first. */
  previous_returns: v.optional(v.array(PreviousReturnSchema), []),
  awb: OptionalTextSchema,
  shipment_uuid: OptionalTextSchema,
  order_id: OptionalTextSchema,
  reference_number: OptionalTextSchema,
  capture_image: v.optional(v.boolean(), false),
  /** "COD" for cash on delivery; anything else is prepaid. */
  order_type: OptionalTextSchema,
  shipments: v.optional(v.array(ShipmentGroupSchema), []),
  currency_code: v.nullish(v.string(), "INR"),
  return_policy: v.optional(ReturnPolicyViewSchema),
});
export type ReturnOrder = v.InferOutput<typeof ReturnOrderSchema>;
export const ReturnOrderResponseSchema = envelopeSchema(ReturnOrderSchema);
