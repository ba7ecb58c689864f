/** Currencies the portal shows (product rules §9). */
export const CURRENCIES = ["INR", "USD", "SAR", "AED", "EUR"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = "INR";

/**
 * The symbol shown before an amount. SAR and AED use their Latin codes: their Arabic
 * symbols read poorly inside left-to-right text and not every font has them.
 */
export const CURRENCY_SYMBOL = {
  INR: "₹",
  USD: "$",
  SAR: "SAR",
  AED: "AED",
  EUR: "€",
} as const satisfies Record<CurrencyCode, string>;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** A code from the API (any case); unknown codes fall back to INR. */
export function toCurrencyCode(value: string | null | undefined): CurrencyCode {
  const code = value?.trim().toUpperCase() ?? "";
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY;
}
