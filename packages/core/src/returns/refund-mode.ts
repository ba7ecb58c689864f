import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { RefundMode } from "./refund-mode-codes.ts";

export { REFUND_MODES, type RefundMode } from "./refund-mode-codes.ts";

export const REFUND_MODE_LABEL = {
  "back-to-source": msg`Original payment method`,
  "bank-account": msg`Bank account`,
  "store-credit": msg`Store credits`,
  "store-credit-voucher": msg`Store credit voucher`,
} as const satisfies Record<RefundMode, MessageDescriptor>;

/** What the shopper gets back: money, or credit to spend at the store. */
export type RefundKind = "money" | "credit";

/** A bank-account refund is paid to an account or to a UPI id. */
export const PAYOUT_METHODS = ["bank", "upi"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export interface RefundModeRule {
  kind: RefundKind;
  /** The payouts the shopper picks between, each with its own details; none: nothing to fill in. */
  payouts: readonly PayoutMethod[];
}

/**
 * Each mode's rule, read by the flow's selectors and form and by the server's check. Back to
 * source needs no details (the payment is known); a credit mode pays the whole refund as credit.
 */
export const REFUND_MODE_RULE = {
  "back-to-source": { kind: "money", payouts: [] },
  "bank-account": { kind: "money", payouts: PAYOUT_METHODS },
  "store-credit": { kind: "credit", payouts: [] },
  "store-credit-voucher": { kind: "credit", payouts: [] },
} as const satisfies Record<RefundMode, RefundModeRule>;

export function isCreditRefund(mode: RefundMode): boolean {
  return REFUND_MODE_RULE[mode].kind === "credit";
}
