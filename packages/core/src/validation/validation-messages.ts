import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Every validation message. Schemas in this module report these keys as their issue
 * message; the UI renders `VALIDATION_MESSAGE[key]` in the shopper's language.
 */
export const VALIDATION_MESSAGE_KEYS = [
  "address-short",
  "address-length",
  "pincode",
  "landmark",
  "date",
  "comment-blank",
  "comment-characters",
  "phone",
  "phone-nine-from-5",
  "phone-international",
  "zip",
  "postal-code-ph",
  "email",
  "image-type",
  "image-count",
  "option",
  "rating",
  "ifsc",
  "bank-name",
  "branch-name",
  "account-number",
  "account-number-digits",
  "account-holder",
  "upi-name",
  "upi-id",
  "upi-id-shape",
  "routing-number",
  "account-number-us",
  "iban",
  "consent",
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/**
 * Texts marked "product rules" are the product rules' own (section 5), except where a shopper
 * read them wrong (issue 33 item 19): "less than 10 character", "email Id", "any option" and a
 * "valid date" asked of a list of dates are worded plainly; the others were not shown there and are ours.
 */
export const VALIDATION_MESSAGE = {
  // product rules: blank or shorter than 10 (worded plainly)
  "address-short": msg`Address cannot be blank or shorter than 10 characters.`,
  // product rules: longer than 600
  "address-length": msg`Please enter at least 10 characters and no more than 600.`,
  // product rules
  pincode: msg`Please enter 6 digit pincode.`,
  // product rules
  landmark: msg`Please provide a landmark for the courier partner to locate the address`,
  // product rules' "valid date": every date field is a list of offered dates, so the message asks to choose one
  date: msg`Please choose one of the dates offered.`,
  // product rules
  "comment-blank": msg`Comment cannot be blank.`,
  "comment-characters": msg`Please use only English letters, numbers and common punctuation.`,
  // product rules
  phone: msg`Please enter a 10 digit valid phone number.`,
  // AE and SA (product rules §9: 9 digits starting with 5)
  "phone-nine-from-5": msg`Please enter a 9 digit mobile number starting with 5.`,
  "phone-international": msg`Please enter a valid phone number with its area code.`,
  zip: msg`Please enter a 5 digit ZIP code.`,
  "postal-code-ph": msg`Please enter a 4 digit postal code.`,
  // product rules (worded plainly)
  email: msg`Please enter a valid email address.`,
  // product rules
  "image-type": msg`The file format is not supported`,
  "image-count": msg`Please add the required number of images.`,
  // product rules' "any option" (worded plainly)
  option: msg`Please choose one of the options.`,
  rating: msg`Please choose a rating.`,
  ifsc: msg`Please enter a valid 11-character IFSC code.`,
  "bank-name": msg`Please enter the bank name.`,
  "branch-name": msg`Please enter the branch name.`,
  "account-number": msg`Please enter the account number.`,
  "account-number-digits": msg`Please enter a valid account number: 9 to 18 digits.`,
  "account-holder": msg`Please enter the account holder's name.`,
  "upi-name": msg`Please enter the name on your UPI account.`,
  "upi-id": msg`Please enter your UPI ID.`,
  "upi-id-shape": msg`Please enter a valid UPI ID, such as name@bank.`,
  "routing-number": msg`Please enter a valid 9-digit routing number.`,
  "account-number-us": msg`Please enter a valid account number: 4 to 17 digits.`,
  iban: msg`Please enter a valid IBAN for this country.`,
  // The tracking page's updates opt-in: consent is asked, never assumed (issue 35 item 4).
  consent: msg`Please tick the box to agree to receive these updates.`,
} as const satisfies Record<ValidationMessageKey, MessageDescriptor>;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value);
}
