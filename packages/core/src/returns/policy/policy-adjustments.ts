import type { RefundMode } from "../refund-mode.ts";
import { isCreditRefund } from "../refund-mode.ts";
import type { ReturnPolicy } from "./return-policy-schema.ts";

/** What the shopper chose: a refund mode, or an exchange. */
export type ReturnChoice = RefundMode | "exchange";

/**
 * The fee a request pays, in minor units: the choice's own fee plus the largest fee of its
 * reasons (one parcel travels back, so a reason's fee is taken once, not per item).
 */
export function policyFeeOf(policy: ReturnPolicy, choice: ReturnChoice, reasonIds: readonly number[]): number {
  const modeFee = policy.fee_minor_by_mode?.[choice] ?? 0;
  const byReason = policy.fee_minor_by_reason ?? {};
  const reasonFee = reasonIds.reduce((largest, id) => Math.max(largest, byReason[String(id)] ?? 0), 0);
  return modeFee + reasonFee;
}

/** The bonus percent the choice earns: the credit one for a credit mode, the exchange one for an exchange, else none. */
export function policyBonusPercentOf(policy: ReturnPolicy, choice: ReturnChoice): number {
  if (choice === "exchange") return policy.bonus_percent?.exchange ?? 0;
  return isCreditRefund(choice) ? (policy.bonus_percent?.credit ?? 0) : 0;
}

/** A percent of an amount in minor units, rounded down (a bonus never exceeds what the brand wrote). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}
