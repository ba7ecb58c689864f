import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PostalAddress } from "../api/wire-fields.ts";
import { EMIRATES, isAeMobile } from "../country/uae.ts";
import { showsPincode } from "../country/country-rules.ts";
import { AddressSchema, EmailSchema, PhoneSchema, PincodeSchema } from "../validation/field-schemas.ts";
import { validationMessageOf } from "../validation/form-errors.ts";
import { VALIDATION_MESSAGE } from "../validation/validation-messages.ts";

export const PICKUP_ADDRESS_FIELDS = ["name", "phone", "email", "address", "pincode", "city", "state"] as const;
export type PickupAddressField = (typeof PICKUP_ADDRESS_FIELDS)[number];

/** A 5-digit ZIP (ZIP+4 accepted) for US addresses. */
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Messages of the pickup address form: the spec's where it has them, ours otherwise. */
export const PICKUP_ADDRESS_MESSAGE = {
  name: msg`Please enter the name of the person handing over the parcel.`,
  "ae-phone": msg`Please enter a UAE mobile number: 9 digits starting with 5.`,
  "us-zip": msg`Please enter a 5 digit ZIP code.`,
  emirate: msg`Please choose an emirate.`,
  city: msg`Please enter the city.`,
} as const satisfies Record<string, MessageDescriptor>;

export type PickupAddressErrors = Partial<Record<PickupAddressField, MessageDescriptor>>;

const ruleOf = (schema: Parameters<typeof validationMessageOf>[0], value: string): MessageDescriptor | undefined => {
  const key = validationMessageOf(schema, value);
  return key === undefined ? undefined : VALIDATION_MESSAGE[key];
};

/**
 * What is wrong with a pickup address in a country (spec sections 5 and 9): address 10..600,
 * a 10-digit phone (AE: 9 digits starting with 5, +971 optional), an optional valid email,
 * a pincode only in PH/IN/US (6 digits; a 5-digit ZIP in the US), an emirate as the AE city.
 * The server's pickup check applies the same rules.
 */
export function pickupAddressErrors(address: PostalAddress, country: string): PickupAddressErrors {
  const code = country.trim().toUpperCase();
  const errors: PickupAddressErrors = {};
  const name = address.name.trim();
  if (name.length === 0 || name.length > 100) errors.name = PICKUP_ADDRESS_MESSAGE.name;
  const phone = code === "AE" ? (isAeMobile(address.phone) ? undefined : PICKUP_ADDRESS_MESSAGE["ae-phone"]) : ruleOf(PhoneSchema, address.phone);
  if (phone) errors.phone = phone;
  const email = address.email.trim() === "" ? undefined : ruleOf(EmailSchema, address.email);
  if (email) errors.email = email;
  const street = ruleOf(AddressSchema, address.address);
  if (street) errors.address = street;
  if (code === "US") {
    if (!US_ZIP_PATTERN.test(address.pincode.trim())) errors.pincode = PICKUP_ADDRESS_MESSAGE["us-zip"];
  } else if (showsPincode(code)) {
    const pincode = ruleOf(PincodeSchema, address.pincode);
    if (pincode) errors.pincode = pincode;
  }
  if (code === "AE") {
    if (!EMIRATES.some((e) => e.toLowerCase() === address.city.trim().toLowerCase())) errors.city = PICKUP_ADDRESS_MESSAGE.emirate;
  } else if (address.city.trim() === "" && (code === "US" || !showsPincode(code))) {
    // A 6-digit pincode names the city (the server fills it in); otherwise the shopper must.
    errors.city = PICKUP_ADDRESS_MESSAGE.city;
  }
  return errors;
}
