import { payoutMethodsOf } from "./payout-fields.ts";
import { REFUND_MODES, type PayoutMethod, type RefundMode } from "./refund-mode.ts";

/** What a refund order's payment says about its refund: COD, whether the brand captures bank details, and its country. */
export interface RefundOrderFacts {
  isCod: boolean;
  captureBankDetail: boolean;
  /** The brand's country (ISO 3166 alpha-2): which payouts and bank fields it has. */
  country: string;
  /** The modes the brand's return policy offers (core's ReturnPolicy.refund_modes); every mode when absent. */
  offeredModes?: readonly RefundMode[];
}

/** COD orders of brands that capture bank details must give valid bank details (product rules §4). */
export function requiresBankDetail(order: Pick<RefundOrderFacts, "isCod" | "captureBankDetail">): boolean {
  return order.isCod && order.captureBankDetail;
}

/**
 * The modes an order may refund by. A cash-on-delivery order has no online payment to go
 * back to, so it is never offered the original payment method.
 */
export function refundModesOf(order: Pick<RefundOrderFacts, "isCod" | "offeredModes">): readonly RefundMode[] {
  const byPayment = order.isCod ? REFUND_MODES.filter((mode) => mode !== "back-to-source") : REFUND_MODES;
  return order.offeredModes === undefined ? byPayment : byPayment.filter((mode) => order.offeredModes?.includes(mode));
}

/**
 * The details a refund needs: a bank account, a UPI id, or none. A COD order of a brand that
 * captures bank details has no online payment to go back to, so it gives a bank account
 * whatever the mode; otherwise the mode's payouts in the brand's country decide (no UPI
 * outside India), the shopper's pick among them (the first when the pick is not one of them).
 */
export function refundPayoutOf(refund: { mode: RefundMode; payout: PayoutMethod }, order: RefundOrderFacts): PayoutMethod | "none" {
  if (requiresBankDetail(order)) return "bank";
  const payouts = payoutMethodsOf(refund.mode, order.country);
  const first = payouts[0];
  if (first === undefined) return "none";
  return payouts.includes(refund.payout) ? refund.payout : first;
}
