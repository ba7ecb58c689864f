import type { RefundMode } from "../refund-mode.ts";
import type { ReturnPolicy } from "./return-policy-schema.ts";

/** The refund modes the policy offers, among those the order allows (core's refundModesOf), in that order. */
export function policyRefundModesOf(policy: ReturnPolicy, orderModes: readonly RefundMode[]): RefundMode[] {
  const offered = policy.refund_modes;
  return offered === undefined ? [...orderModes] : orderModes.filter((mode) => offered.includes(mode));
}

/** Whether the policy offers exchanges (yes unless it says no). */
export function isExchangeOffered(policy: ReturnPolicy): boolean {
  return policy.exchange !== false;
}
