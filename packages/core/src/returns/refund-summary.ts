import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PayoutMethod, RefundKind, RefundMode } from "./refund-mode.ts";
import { percentOf } from "./policy/policy-adjustments.ts";

/** Where one part of a refund lands, as the shopper reads it. */
export const REFUND_DESTINATIONS = ["original-payment", "bank", "upi", "store-credit", "store-credit-voucher"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

export const REFUND_DESTINATION_LABEL = {
  "original-payment": msg`Original payment method`,
  bank: msg`Bank account`,
  upi: msg`UPI`,
  "store-credit": msg`Store credits`,
  "store-credit-voucher": msg`Store credit voucher`,
} as const satisfies Record<RefundDestination, MessageDescriptor>;

/** One part of a refund: money or credit, its amount and where it goes. */
export interface RefundPart {
  kind: RefundKind;
  amount: number;
  to: RefundDestination;
}

export interface RefundSummary {
  /** The money part first, then the credit part, after the fee and bonus; a part of 0 is left out unless both are 0. */
  parts: RefundPart[];
  /** The brand's fee taken (never more than the refund). */
  fee: number;
  /** The brand's bonus added to the credit part. */
  bonus: number;
  total: number;
}

export interface RefundSummaryInput {
  mode: RefundMode;
  /** The payout the money goes by (core's refundPayoutOf); "none" for back to source and credit modes. */
  payout: PayoutMethod | "none";
  asMoney: number;
  asCredit: number;
  /** The policy's fee (core's policyFeeOf): taken from the money part first, then the credit part. */
  fee?: number;
  /** The policy's bonus percent (core's policyBonusPercentOf), of the refund before the fee, paid as credit. */
  bonusPercent?: number;
}

/** Where the money part goes: the payout when there is one (a COD order's bank account), else the mode's own place. */
function moneyDestination(mode: RefundMode, payout: PayoutMethod | "none"): RefundDestination {
  if (payout === "upi") return "upi";
  if (payout === "bank") return "bank";
  return mode === "bank-account" ? "bank" : "original-payment";
}

/**
 * The refund as every screen shows it (review, confirmation, status page): the money part
 * and where it goes, and the store-credit part. One function, so the three cannot disagree.
 */
export function refundSummaryOf(input: RefundSummaryInput): RefundSummary {
  const bonus = percentOf(input.asMoney + input.asCredit, input.bonusPercent ?? 0);
  const fee = Math.min(input.fee ?? 0, input.asMoney + input.asCredit + bonus);
  const feeFromMoney = Math.min(fee, input.asMoney);
  const asMoney = input.asMoney - feeFromMoney;
  const asCredit = input.asCredit + bonus - (fee - feeFromMoney);
  const credit: RefundPart = { kind: "credit", amount: asCredit, to: input.mode === "store-credit-voucher" ? "store-credit-voucher" : "store-credit" };
  const money: RefundPart = { kind: "money", amount: asMoney, to: moneyDestination(input.mode, input.payout) };
  const parts = [money, credit].filter((part) => part.amount > 0);
  const creditMode = input.mode === "store-credit" || input.mode === "store-credit-voucher";
  return { parts: parts.length > 0 ? parts : [creditMode ? credit : money], fee, bonus, total: asMoney + asCredit };
}

/** A stored refund as the API answers it: the mode, masked payout details and both amounts. */
export interface AnsweredRefund {
  mode: RefundMode;
  account_number: string;
  upi_id: string;
  refund_as_money: number;
  refund_as_credit: number;
}

/** The summary of a stored refund: the payout is the one whose masked details it kept. */
export function refundSummaryOfAnswer(refund: AnsweredRefund): RefundSummary {
  const payout: PayoutMethod | "none" = refund.upi_id ? "upi" : refund.account_number ? "bank" : "none";
  return refundSummaryOf({ mode: refund.mode, payout, asMoney: refund.refund_as_money, asCredit: refund.refund_as_credit });
}
