import * as v from "valibot";
import { isCalendarDate } from "../dates/calendar-date.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { REFUND_MODES } from "../returns/refund-mode.ts";
import { PostalAddressSchema, requiredParam } from "./wire-fields.ts";

/**
 * POST return-request (feed_return_reasons): the shopper's return or exchange. The product rules
 * shows only that it is a JSON body; this shape is ours and mirrors the return flow state.
 */
export const ReturnItemRequestSchema = v.object({
  item_id: v.pipe(v.number(), v.integer()),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1, "quantity must be at least 1.")),
  reason_id: v.pipe(v.number("option" satisfies ValidationMessageKey), v.integer()),
  sub_reason_id: v.optional(v.pipe(v.number(), v.integer())),
  comment: v.optional(v.string(), ""),
  /** Stored URLs of the uploaded images. */
  images: v.optional(v.array(v.string()), []),
  /** For an exchange: the variant wanted instead. */
  exchange_variant_id: v.optional(v.union([v.number(), v.string()])),
});
export type ReturnItemRequest = v.InferInput<typeof ReturnItemRequestSchema>;

/** A bank account in any country's shape; the server checks the brand's country's fields (core's bankDetailSchemaOf). */
export const RefundBankDetailSchema = v.object({
  /** The account holder's name. */
  name: v.string(),
  accountNumber: v.optional(v.string(), ""),
  ifsccode: v.optional(v.string(), ""),
  bankName: v.optional(v.string(), ""),
  branchName: v.optional(v.string(), ""),
  routingNumber: v.optional(v.string(), ""),
  iban: v.optional(v.string(), ""),
});
export type RefundBankDetail = v.InferOutput<typeof RefundBankDetailSchema>;

export const RefundUpiDetailsSchema = v.object({ upiName: v.string(), upiId: v.string() });

export const RefundRequestSchema = v.object({
  mode: v.picklist(REFUND_MODES, "option" satisfies ValidationMessageKey),
  bank_detail: v.optional(RefundBankDetailSchema),
  upi_details: v.optional(RefundUpiDetailsSchema),
});

/**
 * A client-made id for one submission (e.g. a UUID), sent again on every retry of it: the
 * server answers a repeat with the request it already stored instead of storing another.
 */
export const ClientRequestIdSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, "client_request_id must be 8 to 64 letters, digits, - or _."),
);

export const ReturnRequestBodySchema = v.object({
  domain: requiredParam("domain"),
  client_request_id: v.optional(ClientRequestIdSchema),
  awb: v.optional(v.string(), ""),
  shipment_uuid: v.optional(v.string(), ""),
  order_id: v.optional(v.string(), ""),
  reference_number: v.optional(v.string(), ""),
  /** "return" or "exchange". */
  kind: v.optional(v.picklist(["return", "exchange"]), "return"),
  items: v.pipe(v.array(ReturnItemRequestSchema), v.minLength(1, "Choose at least one item to return.")),
  pickup: v.variant("type", [
    v.object({
      type: v.literal("pickup"),
      address: PostalAddressSchema,
      /** YYYY-MM-DD */
      date: v.pipe(v.string(), v.check(isCalendarDate, "date" satisfies ValidationMessageKey)),
    }),
    v.object({
      type: v.literal("self-ship"),
      /** The pickup pincode couriers do not serve, when that is why the shopper ships it (core's isSelfShipOffered). */
      pincode: v.optional(v.string()),
    }),
  ]),
  refund: v.optional(RefundRequestSchema),
});
export type ReturnRequestBody = v.InferInput<typeof ReturnRequestBodySchema>;

/** What a stored request answers (also for a repeated submission of the same request). */
export const ReturnRequestResultSchema = v.object({
  return_id: v.string(),
  feed_id: v.string(),
  return_ids: v.array(v.string()),
  status: v.string(),
  kind: v.picklist(["return", "exchange"]),
  refund: v.nullable(
    v.object({
      mode: v.picklist(REFUND_MODES),
      bank_name: v.string(),
      account_number: v.string(),
      upi_id: v.string(),
      refund_as_credit: v.number(),
      refund_as_money: v.number(),
    }),
  ),
  /** True when this answer repeats an earlier submission of the same request. */
  replayed: v.optional(v.boolean(), false),
});
export type ReturnRequestResult = v.InferOutput<typeof ReturnRequestResultSchema>;
