import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PostalAddress } from "../api/wire-fields.ts";
import { countryFieldsOf, type CountryFields } from "../country/contact-fields.ts";
import { AddressSchema, EmailSchema } from "../validation/field-schemas.ts";
import { validationMessageOf } from "../validation/form-errors.ts";
import { VALIDATION_MESSAGE, type ValidationMessageKey } from "../validation/validation-messages.ts";

/** The pickup address form's fields, in the order the form shows them (and reports issues). */
export const PICKUP_ADDRESS_FIELDS = ["name", "phone", "email", "address", "pincode", "city", "state"] as const;
export type PickupAddressField = (typeof PICKUP_ADDRESS_FIELDS)[number];

/** Issues only a pickup address has; every other issue is a ValidationMessageKey of the country's fields. */
export const PICKUP_ADDRESS_MESSAGE = {
  name: msg`Please enter the name of the person handing over the parcel.`,
  emirate: msg`Please choose an emirate.`,
  city: msg`Please enter the city.`,
} as const satisfies Record<string, MessageDescriptor>;

export type PickupAddressIssue = ValidationMessageKey | keyof typeof PICKUP_ADDRESS_MESSAGE;
export type PickupAddressIssues = Partial<Record<PickupAddressField, PickupAddressIssue>>;

const MAX_NAME_LENGTH = 100;

/** The message of an issue, to render in the shopper's language (or English on the server). */
export function pickupAddressMessage(issue: PickupAddressIssue): MessageDescriptor {
  return issue in PICKUP_ADDRESS_MESSAGE
    ? PICKUP_ADDRESS_MESSAGE[issue as keyof typeof PICKUP_ADDRESS_MESSAGE]
    : VALIDATION_MESSAGE[issue as ValidationMessageKey];
}

/**
 * The city rule of a country: one of its fixed list (AE: an emirate), not needed where the
 * postal code names the place (the server fills it in from the lookup), required elsewhere.
 */
function cityIssue(fields: CountryFields, city: string): PickupAddressIssue | undefined {
  if (fields.cities) return fields.cities.some((c) => c.toLowerCase() === city.toLowerCase()) ? undefined : "emirate";
  if (fields.postalCode?.namesPlace) return undefined;
  return city === "" ? "city" : undefined;
}

/**
 * What is wrong with a pickup address in a country, from core's country fields (product rules sections
 * 5 and 9, countryFieldsOf): the country's phone rule after its normalising (AE: 9 digits from
 * 5, +971 optional), its postal code only where it has one (IN pincode, US ZIP, PH postal
 * code), its city list; an address of 10..600 characters, an optional email, a name. The
 * form and the server's return submit both check with this.
 */
export function pickupAddressIssues(address: PostalAddress, country: string | null | undefined): PickupAddressIssues {
  const fields = countryFieldsOf(country);
  const issues: PickupAddressIssues = {};
  const name = address.name.trim();
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) issues.name = "name";
  const phone = validationMessageOf(fields.phone.schema, fields.phone.normalise(address.phone));
  if (phone) issues.phone = phone;
  const email = address.email.trim() === "" ? undefined : validationMessageOf(EmailSchema, address.email);
  if (email) issues.email = email;
  const street = validationMessageOf(AddressSchema, address.address);
  if (street) issues.address = street;
  const postalCode = fields.postalCode ? validationMessageOf(fields.postalCode.schema, address.pincode.trim()) : undefined;
  if (postalCode) issues.pincode = postalCode;
  const city = cityIssue(fields, address.city.trim());
  if (city) issues.city = city;
  return issues;
}

/** The first issue in the form's field order, or undefined when the address is complete. */
export function firstPickupAddressIssue(issues: PickupAddressIssues): PickupAddressIssue | undefined {
  for (const field of PICKUP_ADDRESS_FIELDS) if (issues[field]) return issues[field];
  return undefined;
}
