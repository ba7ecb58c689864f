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
  return feeOf(policy.fee_minor_by_mode, policy.fee_minor_by_reason, choice, reasonIds);
}

/** policyFeeOf over fee tables in any one unit (the server's minor units, the flow's currency amounts). */
export function feeOf(
  byChoice: Partial<Record<ReturnChoice, number>> | undefined,
  byReason: Readonly<Record<string, number>> | undefined,
  choice: ReturnChoice,
  reasonIds: readonly number[],
): number {
  const reasonFee = reasonIds.reduce((largest, id) => Math.max(largest, byReason?.[String(id)] ?? 0), 0);
  return (byChoice?.[choice] ?? 0) + reasonFee;
}

/** The bonus percent the choice earns: the credit one for a credit mode, the exchange one for an exchange, else none. */
export function policyBonusPercentOf(policy: ReturnPolicy, choice: ReturnChoice): number {
  return bonusPercentOf(policy.bonus_percent, choice);
}

export function bonusPercentOf(percents: { credit?: number; exchange?: number } | undefined, choice: ReturnChoice): number {
  if (choice === "exchange") return percents?.exchange ?? 0;
  return isCreditRefund(choice) ? (percents?.credit ?? 0) : 0;
}

/** A percent of an amount in minor units, rounded down (a bonus never exceeds what the brand wrote). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}
