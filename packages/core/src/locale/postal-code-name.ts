import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isCountryCode, type CountryCode } from "../country/country-rules.ts";

/**
 * What a country calls its postal code: India's "Pincode", the US's "ZIP code", a "Postal
 * code" elsewhere. A table of its own, without the forms' checks, so a reading page (the
 * tracking page's delivery details) can name the field without loading valibot; here, in the
 * main catalog's folders, so the tracking page has the words (not in the locale barrel, which
 * lingui.config.js reads without the macro). The forms' country fields use it.
 */
export const POSTAL_CODE_NAMES = ["pincode", "zip", "postal-code"] as const;
export type PostalCodeName = (typeof POSTAL_CODE_NAMES)[number];

export const POSTAL_CODE_LABEL = {
  pincode: msg`Pincode`,
  zip: msg`ZIP code`,
  "postal-code": msg`Postal code`,
} as const satisfies Record<PostalCodeName, MessageDescriptor>;

export const POSTAL_CODE_NAME_BY_COUNTRY = {
  IN: "pincode",
  US: "zip",
  PH: "postal-code",
  AE: "postal-code",
  SA: "postal-code",
  DE: "postal-code",
  FR: "postal-code",
  ES: "postal-code",
  IT: "postal-code",
  NL: "postal-code",
  IE: "postal-code",
} as const satisfies Record<CountryCode, PostalCodeName>;

/** The postal code's label in a country (any case); India's when the country is unknown or not given, as everywhere else. */
export function postalCodeLabelOf(country: string | null | undefined): MessageDescriptor {
  const code = country?.trim().toUpperCase() || "IN";
  return POSTAL_CODE_LABEL[isCountryCode(code) ? POSTAL_CODE_NAME_BY_COUNTRY[code] : "postal-code"];
}
