import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Payment methods the API names; others are shown as sent. */
export const PAYMENT_METHODS = ["COD", "PREPAID"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABEL = {
  COD: msg`Cash on delivery`,
  PREPAID: msg`Prepaid`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;

export function paymentMethodOf(value: string): PaymentMethod | undefined {
  const code = value.trim().toUpperCase();
  return (PAYMENT_METHODS as readonly string[]).includes(code) ? (code as PaymentMethod) : undefined;
}
