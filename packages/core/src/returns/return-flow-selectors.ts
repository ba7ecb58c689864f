import type { ReturnRequestBody } from "../api/return-request.ts";
import type { PostalAddress } from "../api/wire-fields.ts";
import { UpiDetailsSchema } from "../validation/field-schemas.ts";
import { bankDetailSchemaOf } from "./payout-fields.ts";
import { refundSummaryOf, type RefundSummary } from "./refund-summary.ts";
import { bonusPercentOf, feeOf } from "./policy/policy-adjustments.ts";
import { fieldErrorsOf, type FieldErrors } from "../validation/form-errors.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { imageRequirementOf, isImageRequirementMet, type ReasonImageRule } from "./image-requirement.ts";
import { refundPayoutOf } from "./refund-payout.ts";
import { refundSplitOf } from "./refund-split.ts";
import { isCreditRefund } from "./refund-mode.ts";
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
  /** Bank fields in error, when the refund goes to a bank account (a COD order's included). */
  bank: FieldErrors;
  /** UPI fields in error (missing, or an id not of the form name@handle), when UPI is the payout. */
  upi: FieldErrors;
  /** COD order of a brand that captures bank details, without valid ones. */
  cod: boolean;
}

/** What is wrong with the refund details the chosen mode needs (core's refundPayoutOf). */
export function refundCheck(state: ReturnFlowState): RefundCheck {
  const { bankDetail, upiDetails } = state.refund;
  const payout = refundPayoutOf(state.refund, state.policy);
  return {
    bank: payout === "bank" ? fieldErrorsOf(bankDetailSchemaOf(state.policy.country), bankDetail) : {},
    upi: payout === "upi" ? fieldErrorsOf(UpiDetailsSchema, upiDetails) : {},
    cod: state.isErrorInCOD,
  };
}

export function isRefundValid(state: ReturnFlowState): boolean {
  const check = refundCheck(state);
  return Object.keys(check.bank).length === 0 && Object.keys(check.upi).length === 0 && !check.cod;
}

export interface StoreCreditSummary {
  /** Store credits used on the returned units; always refunded as credit. */
  totalCredit: number;
  /** Money paid for the returned units. */
  totalAmountPaid: number;
  hasStoreCredit: boolean;
  /** The shopper takes the whole refund as credit (a credit mode). */
  allInCredit: boolean;
  /** Amount refunded as credit. */
  refundAsCredit: number;
  /** Amount refunded as money. */
  refundAsMoney: number;
}

/** Store-credit amounts, split by core's refundSplitOf (item amounts are per unit). */
export function storeCreditSummary(state: ReturnFlowState): StoreCreditSummary {
  const lines = requestEntries(state).map((e) => ({ quantity: e.quantity, creditUsedPerUnit: e.store_credits_used, paidPerUnit: e.final_amount_paid }));
  const split = refundSplitOf(state.refund.mode, lines);
  return {
    totalCredit: split.totalCredit,
    totalAmountPaid: split.totalPaid,
    hasStoreCredit: split.totalCredit > 0,
    allInCredit: isCreditRefund(state.refund.mode),
    refundAsCredit: split.asCredit,
    refundAsMoney: split.asMoney,
  };
}

/** The refund the review shows: core's one summary over the flow's split and payout. */
export function flowRefundSummary(state: ReturnFlowState): RefundSummary {
  const credit = storeCreditSummary(state);
  const policy = state.policy.returnPolicy;
  const reasonIds = requestEntries(state).flatMap((e) => (e.reasonId === null ? [] : [e.reasonId]));
  return refundSummaryOf({
    mode: state.refund.mode,
    payout: refundPayoutOf(state.refund, state.policy),
    asMoney: credit.refundAsMoney,
    asCredit: credit.refundAsCredit,
    // The same rules as the server's, over the policy's amounts in the order's currency (return-info's view).
    fee: policy === undefined ? 0 : feeOf(policy.fee_by_mode, policy.fee_by_reason, state.refund.mode, reasonIds),
    bonusPercent: policy === undefined ? 0 : bonusPercentOf(policy.bonus_percent, state.refund.mode),
  });
}

/** The return can be sent: items with reasons and photos, pickup or self-ship with a date, valid refund. */
export function canSubmitReturn(state: ReturnFlowState, reasonRule: (reasonId: number) => ReasonImageRule | undefined): boolean {
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
  const { mode, bankDetail, upiDetails } = state.refund;
  const payout = refundPayoutOf(state.refund, state.policy);
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
    pickup: state.selfShip ? selfShipPickup(state, context.address) : { type: "pickup", address: context.address, date: state.date ?? "" },
    refund: {
      mode,
      // A COD refund "back to source" goes to the captured bank account.
      ...(payout === "bank" ? { bank_detail: bankDetail } : {}),
      ...(payout === "upi" ? { upi_details: upiDetails } : {}),
    },
  };
}

/** A self-ship names the pincode couriers refused, so the server can see why it is open (isSelfShipOffered). */
function selfShipPickup(state: ReturnFlowState, address: PostalAddress): ReturnRequestBody["pickup"] {
  const { isChecked, isServiceable } = state.pincodeServiceability;
  const pincode = address.pincode.trim();
  return isChecked && !isServiceable && pincode ? { type: "self-ship", pincode } : { type: "self-ship" };
}
