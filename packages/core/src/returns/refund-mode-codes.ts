/**
 * Where a refund goes (product rules §3, Refund): the codes alone, without their catalogued
 * labels, so schemas that pages' build-time code reads (the theme's) need no message macros.
 */
export const REFUND_MODES = ["back-to-source", "bank-account", "store-credit", "store-credit-voucher"] as const;
export type RefundMode = (typeof REFUND_MODES)[number];
