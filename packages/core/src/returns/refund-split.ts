import { isCreditRefund, type RefundMode } from "./refund-mode.ts";

/** One returned line: its units and, per unit, the store credit used and the money paid. */
export interface RefundedLine {
  quantity: number;
  creditUsedPerUnit: number;
  paidPerUnit: number;
}

export interface RefundSplit {
  /** Store credit used on the returned units; always refunded as credit. */
  totalCredit: number;
  /** Money paid for the returned units. */
  totalPaid: number;
  /** Amount refunded as credit. */
  asCredit: number;
  /** Amount refunded as money. */
  asMoney: number;
}

/**
 * How a refund splits into credit and money: credit used comes back as credit; the money
 * paid comes back as money, or as credit too when the mode is a credit mode. Amounts are in
 * whatever unit the lines use (the flow's prices, the server's minor units).
 */
export function refundSplitOf(mode: RefundMode, lines: readonly RefundedLine[]): RefundSplit {
  const totalCredit = lines.reduce((sum, l) => sum + l.creditUsedPerUnit * l.quantity, 0);
  const totalPaid = lines.reduce((sum, l) => sum + l.paidPerUnit * l.quantity, 0);
  const allInCredit = isCreditRefund(mode);
  return { totalCredit, totalPaid, asCredit: allInCredit ? totalCredit + totalPaid : totalCredit, asMoney: allInCredit ? 0 : totalPaid };
}
