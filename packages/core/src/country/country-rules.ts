import type { CurrencyCode } from "../money/currency.ts";

/** Countries with rules of their own (product rules §9), each with its currency. Others get the defaults below. */
export const CURRENCY_BY_COUNTRY = {
  IN: "INR",
  US: "USD",
  // The Philippine peso is not among the portal's currencies; prices are shown as sent, in INR.
  PH: "INR",
  AE: "AED",
  SA: "SAR",
  DE: "EUR",
  FR: "EUR",
  ES: "EUR",
  IT: "EUR",
  NL: "EUR",
  IE: "EUR",
} as const satisfies Record<string, CurrencyCode>;

export type CountryCode = keyof typeof CURRENCY_BY_COUNTRY;
export const COUNTRIES = Object.keys(CURRENCY_BY_COUNTRY) as readonly CountryCode[];

/** Address forms show a pincode field only here. */
export const PINCODE_COUNTRIES = ["PH", "IN", "US"] as const satisfies readonly CountryCode[];

/** Shoppers may ship a return themselves only here. */
export const SELF_SHIP_COUNTRIES = ["US"] as const satisfies readonly CountryCode[];

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRIES as readonly string[]).includes(value);
}

function normalise(country: string | null | undefined): string {
  return country?.trim().toUpperCase() ?? "";
}

/** The currency of a country (any case); unknown countries use INR. */
export function currencyOfCountry(country: string | null | undefined): CurrencyCode {
  const code = normalise(country);
  return isCountryCode(code) ? CURRENCY_BY_COUNTRY[code] : "INR";
}

export function showsPincode(country: string | null | undefined): boolean {
  return (PINCODE_COUNTRIES as readonly string[]).includes(normalise(country));
}

export function allowsSelfShip(country: string | null | undefined): boolean {
  return (SELF_SHIP_COUNTRIES as readonly string[]).includes(normalise(country));
}
