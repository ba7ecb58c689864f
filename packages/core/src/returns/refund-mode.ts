import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Where a refund goes (spec section 3, Refund). */
export const REFUND_MODES = ["back-to-source", "bank-account", "store-credit", "store-credit-voucher"] as const;
export type RefundMode = (typeof REFUND_MODES)[number];

export const REFUND_MODE_LABEL = {
  "back-to-source": msg`Original payment method`,
  "bank-account": msg`Bank account`,
  "store-credit": msg`Store credits`,
  "store-credit-voucher": msg`Store credit voucher`,
} as const satisfies Record<RefundMode, MessageDescriptor>;
