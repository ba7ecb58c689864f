import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { PHONE_PATTERN, PINCODE_PATTERN } from "../validation/field-rules.ts";
import type { ValidationMessageKey } from "../validation/validation-messages.ts";
import { isCountryCode, type CountryCode } from "./country-rules.ts";
import { AE_PHONE_CODE, EMIRATES } from "./emirates.ts";
import { POSTAL_CODE_LABEL } from "../locale/postal-code-name.ts";

/**
 * How each form field reads and checks by the shopper's country (product rules §9): the
 * phone's format, dialling code and hint; the postal code (shown only for PH, IN and US)
 * with its own name and length; examples a landmark might be; the city list (AE: the
 * emirates). Every form (update contact, failed delivery and pickup, returns) and the server
 * take their labels, hints, placeholders and checks from here, so they cannot disagree.
 */
export interface PhoneField {
  dialCode: string;
  /** Digits, spaces and a dialling code as typed become the digits the rule checks. */
  normalise: (input: string) => string;
  /** Checks the normalised value; the issue message is a ValidationMessageKey. */
  schema: v.GenericSchema<string, string>;
  hint: MessageDescriptor;
  /** A number in the local format, shown as the input's placeholder. */
  example: string;
}

export interface PostalCodeField {
  label: MessageDescriptor;
  hint: MessageDescriptor;
  schema: v.GenericSchema<string, string>;
  example: string;
  /** Browser hint for the right keyboard. */
  inputMode: "numeric" | "text";
  /** A lookup names the city and state from it (India's pincode directory), so a form need not ask. */
  namesPlace: boolean;
}

export interface CountryFields {
  country: CountryCode;
  phone: PhoneField;
  /** null where addresses have no postal code field. */
  postalCode: PostalCodeField | null;
  landmarkHint: MessageDescriptor;
  /** A fixed list to choose the city from, where the country has one. */
  cities: readonly string[] | null;
}

/** Removes grouping characters, then a leading +code or 00code, then one trunk 0. */
function phoneNormaliser(dialCode: string, digits: number | null) {
  const code = dialCode.replace("+", "");
  return (input: string): string => {
    let value = input.replace(/[\s\-().]/g, "");
    if (value.startsWith(`+${code}`)) value = value.slice(code.length + 1);
    else if (value.startsWith(`00${code}`)) value = value.slice(code.length + 2);
    if (value.startsWith("0") && (digits === null || value.length === digits + 1)) value = value.slice(1);
    return value;
  };
}

const pattern = (regex: RegExp, key: ValidationMessageKey) => v.pipe(v.string(key), v.regex(regex, key));

function tenDigitPhone(dialCode: string, example: string): PhoneField {
  return {
    dialCode,
    normalise: phoneNormaliser(dialCode, 10),
    schema: pattern(PHONE_PATTERN, "phone"),
    hint: msg`10 digits, without ${dialCode} or a leading 0.`,
    example,
  };
}

function nineDigitsFrom5Phone(dialCode: string, example: string): PhoneField {
  return {
    dialCode,
    normalise: phoneNormaliser(dialCode, 9),
    schema: pattern(/^5\d{8}$/, "phone-nine-from-5"),
    hint: msg`9 digits starting with 5, without ${dialCode} or a leading 0.`,
    example,
  };
}

function internationalPhone(dialCode: string, example: string): PhoneField {
  return {
    dialCode,
    normalise: phoneNormaliser(dialCode, null),
    schema: pattern(/^\d{6,14}$/, "phone-international"),
    hint: msg`Your number with its area code, without ${dialCode}.`,
    example,
  };
}

/** A postal code of digits only, typed on a numeric keypad; `namesPlace` when it tells city and state. */
function digitsPostalCode(
  label: MessageDescriptor,
  hint: MessageDescriptor,
  schema: PostalCodeField["schema"],
  example: string,
  namesPlace: boolean,
): PostalCodeField {
  return { label, hint, schema, example, inputMode: "numeric", namesPlace };
}

const PINCODE = digitsPostalCode(POSTAL_CODE_LABEL.pincode, msg`6 digits`, pattern(PINCODE_PATTERN, "pincode"), "411001", true);
const US_ZIP = digitsPostalCode(POSTAL_CODE_LABEL.zip, msg`5 digits`, pattern(/^\d{5}$/, "zip"), "94103", false);
const PH_POSTAL_CODE = digitsPostalCode(POSTAL_CODE_LABEL["postal-code"], msg`4 digits`, pattern(/^\d{4}$/, "postal-code-ph"), "1000", false);

const LANDMARK_HINT = {
  south_asia: msg`A place nearby, such as a shop, school or temple`,
  gulf: msg`A place nearby, such as a mall, mosque or metro station`,
  elsewhere: msg`A place nearby, such as a store, school or park`,
} as const satisfies Record<string, MessageDescriptor>;

export const COUNTRY_FIELDS = {
  IN: { country: "IN", phone: tenDigitPhone("+91", "9876543210"), postalCode: PINCODE, landmarkHint: LANDMARK_HINT.south_asia, cities: null },
  US: { country: "US", phone: tenDigitPhone("+1", "2025550143"), postalCode: US_ZIP, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  PH: { country: "PH", phone: tenDigitPhone("+63", "9171234567"), postalCode: PH_POSTAL_CODE, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  AE: { country: "AE", phone: nineDigitsFrom5Phone(AE_PHONE_CODE, "501234567"), postalCode: null, landmarkHint: LANDMARK_HINT.gulf, cities: EMIRATES },
  SA: { country: "SA", phone: nineDigitsFrom5Phone("+966", "512345678"), postalCode: null, landmarkHint: LANDMARK_HINT.gulf, cities: null },
  DE: { country: "DE", phone: internationalPhone("+49", "15123456789"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  FR: { country: "FR", phone: internationalPhone("+33", "612345678"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  ES: { country: "ES", phone: internationalPhone("+34", "612345678"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  IT: { country: "IT", phone: internationalPhone("+39", "3123456789"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  NL: { country: "NL", phone: internationalPhone("+31", "612345678"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
  IE: { country: "IE", phone: internationalPhone("+353", "851234567"), postalCode: null, landmarkHint: LANDMARK_HINT.elsewhere, cities: null },
} as const satisfies Record<CountryCode, CountryFields>;

/** The fields of a country (any case); unknown or missing countries read as India, like currencyOfCountry. */
export function countryFieldsOf(country: string | null | undefined): CountryFields {
  const code = country?.trim().toUpperCase() ?? "";
  return isCountryCode(code) ? COUNTRY_FIELDS[code] : COUNTRY_FIELDS.IN;
}

/** The first message for a phone number as typed, after the country's normalising; undefined when valid. */
export function phoneIssueOf(fields: CountryFields, input: string): ValidationMessageKey | undefined {
  const result = v.safeParse(fields.phone.schema, fields.phone.normalise(input));
  return result.success ? undefined : (result.issues[0].message as ValidationMessageKey);
}
