import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { POSTAL_CODE_NAME_BY_COUNTRY, type PostalCodeName } from "../../locale/postal-code-name.ts";
import { isCountryCode } from "../../country/country-rules.ts";
import { ERROR_MESSAGE } from "../error-messages.ts";

/**
 * "Couriers do not pick up here", named as the brand's country names its postal code (issue 33
 * item 4): India keeps the spec's "Pincode" sentence; a US shopper reads "ZIP code".
 */
export const UNSERVED_POSTAL_CODE_MESSAGE = {
  pincode: ERROR_MESSAGE["pincode-not-serviceable"],
  zip: msg`ZIP code is not serviceable, please ship order to us.`,
  "postal-code": msg`Postal code is not serviceable, please ship order to us.`,
} as const satisfies Record<PostalCodeName, MessageDescriptor>;

/** The message in a country (any case); India's when none is given, as the postal code's label does. */
export function unservedPostalCodeMessage(country: string | null | undefined): MessageDescriptor {
  const code = country?.trim().toUpperCase() || "IN";
  return UNSERVED_POSTAL_CODE_MESSAGE[isCountryCode(code) ? POSTAL_CODE_NAME_BY_COUNTRY[code] : "postal-code"];
}
