import type { ReturnRequestBody } from "../api/return-request.ts";
import type { PostalAddress } from "../api/wire-fields.ts";
import { BankDetailSchema } from "../validation/field-schemas.ts";
import { fieldErrorsOf, type FieldErrors } from "../validation/form-errors.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { imageRequirementOf, isImageRequirementMet, type ReasonImageRule } from "./image-requirement.ts";
import { isUpiError, requiresBankDetail } from "./refund-rules.ts";
import type { ReturnFlowState, ReturnRequestEntry } from "./return-flow-state.ts";

/** The entries being returned, in the order's product order. */
export function requestEntries(state: ReturnFlowState): ReturnRequestEntry[] {
  return state.policy.products.flatMap((p) => {
    const entry = state.request[p.id];
    return entry ? [entry] : [];
  });
}

export function isProductSelected(state: ReturnFlowState, itemId: number): boolean {
  return state.request[itemId] !== undefined;
}

/** A product with no units left to return cannot be chosen. */
export function isProductReturnable(state: ReturnFlowState, itemId: number): boolean {
  return (state.policy.returnable[itemId] ?? 0) > 0;
}

/** The quantity control is fixed when the theme locks the quantity. */
export function isQuantityLocked(state: ReturnFlowState): boolean {
  return state.policy.quantityLock;
}

/** What blocks one entry: no reason chosen, or too few uploaded photos for its reason. */
export function entryErrors(
  entry: ReturnRequestEntry,
  reasonRule: (reasonId: number) => ReasonImageRule | undefined,
): Partial<Record<"reason" | "images", ValidationMessageKey>> {
  if (entry.reasonId === null) return { reason: "option" };
  const requirement = imageRequirementOf(reasonRule(entry.reasonId));
  return isImageRequirementMet(entry.images, requirement) ? {} : { images: "image-count" };
}

export interface RefundCheck {
  /** Bank fields in error, when the bank account is the payout. */
  bank: FieldErrors;
  /** UPI name or id missing, when UPI is the payout. */
  upi: boolean;
  /** COD order of a brand that captures bank details, without valid ones. */
  cod: boolean;
}

/** What is wrong with the refund details for the chosen mode. */
export function refundCheck(state: ReturnFlowState): RefundCheck {
  const { mode, payout, bankDetail, upiDetails } = state.refund;
  const needsPayout = mode === "bank-account";
  const bankNeeded = (needsPayout && payout === "bank") || state.isErrorInCOD;
  return {
    bank: bankNeeded ? fieldErrorsOf(BankDetailSchema, bankDetail) : {},
    upi: needsPayout && payout === "upi" && isUpiError(upiDetails),
    cod: state.isErrorInCOD,
  };
}

export function isRefundValid(state: ReturnFlowState): boolean {
  const check = refundCheck(state);
  return Object.keys(check.bank).length === 0 && !check.upi && !check.cod;
}

export interface StoreCreditSummary {
  /** Store credits used on the returned units; always refunded as credit. */
  totalCredit: number;
  /** Money paid for the returned units. */
  totalAmountPaid: number;
  hasStoreCredit: boolean;
  /** The shopper takes the whole refund as credit (store credit or voucher). */
  allInCredit: boolean;
  /** Amount refunded as credit. */
  refundAsCredit: number;
  /** Amount refunded as money. */
  refundAsMoney: number;
}

/** Store-credit amounts; item amounts are per unit, so they are multiplied by the quantity. */
export function storeCreditSummary(state: ReturnFlowState): StoreCreditSummary {
  const entries = requestEntries(state);
  const totalCredit = entries.reduce((sum, e) => sum + e.store_credits_used * e.quantity, 0);
  const totalAmountPaid = entries.reduce((sum, e) => sum + e.final_amount_paid * e.quantity, 0);
  const allInCredit = state.refund.mode === "store-credit" || state.refund.mode === "store-credit-voucher";
  return {
    totalCredit,
    totalAmountPaid,
    hasStoreCredit: totalCredit > 0,
    allInCredit,
    refundAsCredit: allInCredit ? totalCredit + totalAmountPaid : totalCredit,
    refundAsMoney: allInCredit ? 0 : totalAmountPaid,
  };
}

/** The return can be sent: items with reasons and photos, pickup or self-ship with a date, valid refund. */
export function canSubmitReturn(
  state: ReturnFlowState,
  reasonRule: (reasonId: number) => ReasonImageRule | undefined,
): boolean {
  const entries = requestEntries(state);
  if (entries.length === 0) return false;
  if (entries.some((e) => Object.keys(entryErrors(e, reasonRule)).length > 0 || e.isUploading)) return false;
  if (!state.selfShip && !state.date) return false;
  return isRefundValid(state);
}

export interface ReturnRequestContext {
  domain: string;
  awb?: string;
  shipmentUuid?: string;
  orderId?: string;
  referenceNumber?: string;
  kind?: "return" | "exchange";
  /** The selected pickup address (ignored for self-ship). */
  address: PostalAddress;
}

/** The return-request body for the current state. */
export function toReturnRequestBody(state: ReturnFlowState, context: ReturnRequestContext): ReturnRequestBody {
  const { mode, payout, bankDetail, upiDetails } = state.refund;
  return {
    domain: context.domain,
    awb: context.awb ?? "",
    shipment_uuid: context.shipmentUuid ?? "",
    order_id: context.orderId ?? "",
    reference_number: context.referenceNumber ?? "",
    kind: context.kind ?? "return",
    items: requestEntries(state).map((e) => ({
      item_id: e.itemId,
      quantity: e.quantity,
      reason_id: e.reasonId ?? 0,
      ...(e.subReasonId !== null ? { sub_reason_id: e.subReasonId } : {}),
      comment: e.comment,
      images: e.images.filter((i) => i.s3Url).map((i) => i.s3Url),
      ...(e.thisProdVariant ? { exchange_variant_id: e.thisProdVariant.id } : {}),
    })),
    pickup: state.selfShip ? { type: "self-ship" } : { type: "pickup", address: context.address, date: state.date ?? "" },
    refund: {
      mode,
      // A COD refund "back to source" goes to the captured bank account.
      ...((mode === "bank-account" && payout === "bank") || requiresBankDetail(state.policy) ? { bank_detail: bankDetail } : {}),
      ...(mode === "bank-account" && payout === "upi" ? { upi_details: upiDetails } : {}),
    },
  };
}
