import { CURRENCY_SYMBOL, type CurrencyCode } from "./currency.ts";

/**
 * An amount with the portal's fixed symbol: "₹ 1,23,456.00" in en-IN, "SAR 50.00". Prices
 * use this so a brand's prices look the same in every language.
 */
export function formatPrice(amount: number, currency: CurrencyCode, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${CURRENCY_SYMBOL[currency]} ${number}`;
}

/** Refund texts show "Rs." for rupees (spec section 9); other currencies use their symbol. */
export const REFUND_RUPEE_PREFIX = "Rs.";

export function formatRefundAmount(amount: number, currency: CurrencyCode, locale: string): string {
  if (currency !== "INR") return formatPrice(amount, currency, locale);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${REFUND_RUPEE_PREFIX} ${number}`;
}
