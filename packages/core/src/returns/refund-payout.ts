import { REFUND_MODE_RULE, type PayoutMethod, type RefundMode } from "./refund-mode.ts";

/** What a refund order's payment says about its refund: COD, and whether the brand captures bank details. */
export interface RefundOrderFacts {
  isCod: boolean;
  captureBankDetail: boolean;
}

/** COD orders of brands that capture bank details must give valid bank details (spec section 4). */
export function requiresBankDetail(order: RefundOrderFacts): boolean {
  return order.isCod && order.captureBankDetail;
}

/**
 * The details a refund needs: a bank account, a UPI id, or none. A COD order of a brand that
 * captures bank details has no online payment to go back to, so it gives a bank account
 * whatever the mode; otherwise the mode's payouts decide, the shopper's pick among them
 * (the first when the pick is not one of them).
 */
export function refundPayoutOf(refund: { mode: RefundMode; payout: PayoutMethod }, order: RefundOrderFacts): PayoutMethod | "none" {
  if (requiresBankDetail(order)) return "bank";
  const payouts: readonly PayoutMethod[] = REFUND_MODE_RULE[refund.mode].payouts;
  const first = payouts[0];
  if (first === undefined) return "none";
  return payouts.includes(refund.payout) ? refund.payout : first;
}
