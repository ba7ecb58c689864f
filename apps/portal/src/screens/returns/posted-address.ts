import type { PostalAddress } from "@portal/core/api";
import { countryFieldsOf } from "@portal/core/country";
import { pickupAddressIssues } from "@portal/core/returns";

/**
 * A pickup address added without JavaScript (issue 33 item 18): the editor's fields post as
 * `new-address-*`; once saved they ride along as hidden `added-address-*` fields, so every
 * later post of step 2 (and the draft it makes) still holds it. Both are checked with core's
 * pickupAddressIssues each time, as the script's form checks before it saves.
 */
export const ADDRESS_PARTS = ["name", "phone", "email", "address", "pincode", "city", "state"] as const satisfies ReadonlyArray<keyof PostalAddress>;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The editor's fields, and the saved address's hidden copy. */
export const NEW_ADDRESS_PREFIX = "new-address-";
export const ADDED_ADDRESS_PREFIX = "added-address-";
/** Posted by the open editor: a Continue while it is open is refused ("Please save the address first."). */
export const ADDRESS_EDITING_FIELD = "address-editing";

/** Step 2's address fields, as the draft's field pattern reads them. */
export const ADDRESS_FIELD_PATTERN = `(?:${NEW_ADDRESS_PREFIX}|${ADDED_ADDRESS_PREFIX})(?:${ADDRESS_PARTS.join("|")})|${ADDRESS_EDITING_FIELD}`;

export function emptyAddress(country: string): PostalAddress {
  return { name: "", phone: "", email: "", address: "", pincode: "", city: "", state: "", country };
}

/** The address as fields with a prefix read it (absent parts empty). */
export function addressFromFields(fields: Record<string, string>, prefix: string, country: string): PostalAddress {
  const address = emptyAddress(country);
  for (const part of ADDRESS_PARTS) address[part] = (fields[`${prefix}${part}`] ?? "").slice(0, 600);
  return address;
}

/** The address as fields with a prefix: the hidden copy the page renders of a saved one. */
export function fieldsOfAddress(address: PostalAddress, prefix: string): Array<[string, string]> {
  return ADDRESS_PARTS.map((part) => [`${prefix}${part}`, address[part]]);
}

/** The address the script's Save keeps: trimmed, the phone as the country's rule reads it, no postal code where the country has none. */
export function savedAddressOf(values: PostalAddress, country: string): PostalAddress {
  const fields = countryFieldsOf(country);
  return {
    ...values,
    country,
    name: values.name.trim(),
    phone: fields.phone.normalise(values.phone),
    address: values.address.trim(),
    pincode: fields.postalCode ? values.pincode.trim() : "",
    city: values.city.trim(),
  };
}

/** A complete address as saved, or undefined while core's checks find an issue. */
export function completeAddressOf(values: PostalAddress, country: string): PostalAddress | undefined {
  return Object.keys(pickupAddressIssues(values, country)).length === 0 ? savedAddressOf(values, country) : undefined;
}
