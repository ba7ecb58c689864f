import * as v from "valibot";
import { REFUND_MODES } from "../returns/refund-mode.ts";
import { RETURN_INSPECTION_OUTCOMES, RETURN_REJECTION_REASONS, RETURN_STAGES } from "../returns/return-stage.ts";
import { DATE_PARAM, INTEGER_PARAM, PICK_PARAM } from "./admin-console.ts";
import { OptionalParamSchema, requiredParam } from "./wire-fields.ts";

/**
 * The returns desk's calls (/api/v1/admin/returns…): the brand's return requests, filtered and
 * keyset-paged newest first, one request's page, and the desk's actions. Every call names its
 * brand by subdomain; only admins who manage it get an answer, and only the "manage" role acts.
 */

export const RETURN_PICKUP_TYPES = ["pickup", "self-ship"] as const;
export const RETURN_DESK_ROLES = ["manage", "view"] as const;
export type ReturnDeskRole = (typeof RETURN_DESK_ROLES)[number];

/** GET admin/returns: filters (all optional) and the page cursor. */
export const ReturnDeskQuerySchema = v.object({
  brand: requiredParam("brand"),
  stage: PICK_PARAM("stage", RETURN_STAGES),
  from: DATE_PARAM,
  to: DATE_PARAM,
  reason: INTEGER_PARAM("reason", 0, 999_999),
  mode: PICK_PARAM("mode", REFUND_MODES),
  pickup: PICK_PARAM("pickup", RETURN_PICKUP_TYPES),
  order_id: OptionalParamSchema,
  waybill: OptionalParamSchema,
  /** The shopper's phone number or e-mail address, as given. */
  contact: OptionalParamSchema,
  after: OptionalParamSchema,
  limit: INTEGER_PARAM("limit", 1, 200),
});
export type ReturnDeskQuery = v.InferInput<typeof ReturnDeskQuerySchema>;
export type ReturnDeskFilter = v.InferOutput<typeof ReturnDeskQuerySchema>;

export const ReturnDeskRowSchema = v.object({
  return_id: v.string(),
  order_id: v.string(),
  kind: v.string(),
  stage: v.picklist(RETURN_STAGES),
  pickup_type: v.string(),
  refund_mode: v.nullable(v.string()),
  awb: v.nullable(v.string()),
  customer: v.string(),
  created_at: v.string(),
  items: v.number(),
});
export type ReturnDeskRow = v.InferOutput<typeof ReturnDeskRowSchema>;

export const ReturnDeskListSchema = v.object({
  requests: v.array(ReturnDeskRowSchema),
  next: v.nullable(v.string()),
  role: v.picklist(RETURN_DESK_ROLES),
  reasons: v.array(v.object({ id: v.number(), name: v.string() })),
});
export type ReturnDeskList = v.InferOutput<typeof ReturnDeskListSchema>;

export const ReturnDeskEventSchema = v.object({
  action: v.string(),
  from_stage: v.nullable(v.string()),
  to_stage: v.nullable(v.string()),
  actor_kind: v.string(),
  actor_name: v.nullable(v.string()),
  note: v.nullable(v.string()),
  at: v.string(),
});
export type ReturnDeskEvent = v.InferOutput<typeof ReturnDeskEventSchema>;

export const ReturnDeskItemSchema = v.object({
  return_id: v.string(),
  item_id: v.number(),
  title: v.string(),
  sku: v.string(),
  image: v.string(),
  quantity: v.number(),
  reason: v.string(),
  sub_reason: v.string(),
  comment: v.string(),
  photos: v.array(v.string()),
  exchange_variant: v.nullable(v.string()),
  /** Major units per unit. */
  paid: v.number(),
  inspection: v.nullable(v.object({ outcome: v.string(), note: v.string(), at: v.nullable(v.string()) })),
});

export const ReturnDeskDetailSchema = v.object({
  return_id: v.string(),
  order_id: v.string(),
  kind: v.string(),
  stage: v.picklist(RETURN_STAGES),
  /** The stages one move away, as core's table allows. */
  next_stages: v.array(v.picklist(RETURN_STAGES)),
  role: v.picklist(RETURN_DESK_ROLES),
  created_at: v.string(),
  currency_code: v.string(),
  pickup_type: v.string(),
  pickup_date: v.nullable(v.string()),
  address: v.nullable(
    v.object({
      name: v.string(),
      phone: v.string(),
      email: v.string(),
      address: v.string(),
      pincode: v.string(),
      city: v.string(),
      state: v.string(),
      country: v.string(),
    }),
  ),
  contact: v.object({ phone: v.string(), email: v.string() }),
  awb: v.nullable(v.string()),
  courier_partner: v.nullable(v.string()),
  rejection_reason: v.nullable(v.string()),
  items: v.array(ReturnDeskItemSchema),
  /** What the shopper asked for; account and UPI masked. */
  refund_request: v.nullable(
    v.object({
      mode: v.string(),
      as_credit: v.number(),
      as_money: v.number(),
      bank_name: v.string(),
      account_masked: v.string(),
      upi_masked: v.string(),
      has_sealed_details: v.boolean(),
    }),
  ),
  /** The most the desk may refund (major units): what the shopper paid for the returned units. */
  refund_allowance: v.number(),
  refund_record: v.nullable(v.object({ amount: v.number(), mode: v.string(), reference: v.string(), refunded_at: v.nullable(v.string()) })),
  exchange_waybill: v.nullable(v.string()),
  history: v.array(ReturnDeskEventSchema),
});
export type ReturnDeskDetail = v.InferOutput<typeof ReturnDeskDetailSchema>;

/** A shopper-facing note or internal note: plain text, bounded. */
const NoteSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, "A note is at most 500 characters.")), "");
const AmountSchema = v.pipe(
  v.number("amount must be a number."),
  v.minValue(0, "amount must not be negative."),
  v.maxValue(10_000_000, "amount is too large."),
);
const ReferenceSchema = v.pipe(v.string(), v.trim(), v.maxLength(120, "A reference is at most 120 characters."));
const WaybillSchema = v.pipe(v.string("awb is required."), v.trim(), v.nonEmpty("awb is required."), v.maxLength(64, "A waybill is at most 64 characters."));

/** POST admin/returns/action: one desk action on one request. */
export const ReturnDeskActionSchema = v.variant("action", [
  v.object({ action: v.literal("approve"), return_id: requiredParam("return_id"), note: NoteSchema }),
  v.object({
    action: v.literal("reject"),
    return_id: requiredParam("return_id"),
    reason: v.picklist(RETURN_REJECTION_REASONS, `reason must be one of: ${RETURN_REJECTION_REASONS.join(", ")}.`),
    note: NoteSchema,
  }),
  v.object({
    action: v.literal("link-pickup"),
    return_id: requiredParam("return_id"),
    awb: WaybillSchema,
    courier: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ""),
    note: NoteSchema,
  }),
  v.object({ action: v.literal("receive"), return_id: requiredParam("return_id"), note: NoteSchema }),
  v.object({
    action: v.literal("inspect"),
    return_id: requiredParam("return_id"),
    items: v.pipe(
      v.array(
        v.object({
          return_id: requiredParam("items.return_id"),
          outcome: v.picklist(RETURN_INSPECTION_OUTCOMES, `outcome must be one of: ${RETURN_INSPECTION_OUTCOMES.join(", ")}.`),
          note: NoteSchema,
        }),
      ),
      v.minLength(1, "Inspect at least one item."),
    ),
    note: NoteSchema,
  }),
  v.object({
    action: v.literal("refund"),
    return_id: requiredParam("return_id"),
    amount: AmountSchema,
    mode: v.picklist(REFUND_MODES, `mode must be one of: ${REFUND_MODES.join(", ")}.`),
    /** The payment reference, or the store-credit voucher code. */
    reference: v.pipe(ReferenceSchema, v.nonEmpty("reference is required: the payment reference or the voucher code.")),
    note: NoteSchema,
  }),
  v.object({ action: v.literal("exchange"), return_id: requiredParam("return_id"), awb: WaybillSchema, note: NoteSchema }),
  v.object({ action: v.literal("cancel"), return_id: requiredParam("return_id"), note: NoteSchema }),
]);
export type ReturnDeskAction = v.InferOutput<typeof ReturnDeskActionSchema>;
export type ReturnDeskActionInput = v.InferInput<typeof ReturnDeskActionSchema>;
export type ReturnDeskActionName = ReturnDeskAction["action"];

/** POST admin/returns/bulk-approve. */
export const ReturnDeskBulkApproveSchema = v.object({
  return_ids: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    v.minLength(1, "Pick at least one request."),
    v.maxLength(200, "At most 200 at once."),
  ),
});
export const ReturnDeskBulkResultSchema = v.object({
  results: v.array(v.object({ return_id: v.string(), outcome: v.picklist(["moved", "unchanged", "refused"]), message: v.string() })),
});
export type ReturnDeskBulkResult = v.InferOutput<typeof ReturnDeskBulkResultSchema>;

/** POST admin/returns/reveal-refund-details: the clear bank details, logged as an event. */
export const ReturnDeskRevealSchema = v.object({ return_id: requiredParam("return_id") });
export const ReturnDeskRevealResultSchema = v.object({
  bank_name: v.string(),
  account_holder: v.string(),
  account_number: v.string(),
  ifsc: v.string(),
  upi_id: v.string(),
});
export type ReturnDeskReveal = v.InferOutput<typeof ReturnDeskRevealResultSchema>;
