import * as v from "valibot";
import { isCalendarDate } from "../dates/calendar-date.ts";
import {
  ACCOUNT_NUMBER_PATTERN,
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  ENGLISH_COMMENT_PATTERN,
  IFSC_PATTERN,
  LANDMARK_MIN_LENGTH,
  PHONE_PATTERN,
  PINCODE_PATTERN,
  UPI_ID_PATTERN,
  US_ACCOUNT_NUMBER_PATTERN,
} from "./field-rules.ts";
import { compactIban, isAbaRoutingNumber, isIbanOf } from "./bank-account-checks.ts";
import type { ValidationMessageKey } from "./validation-messages.ts";

/**
 * Field schemas for the shopper's forms. Issue messages are ValidationMessageKey values,
 * so a form can show `VALIDATION_MESSAGE[issue.message]` in any language.
 */
// A missing field reads as "" so it gets its own message, not a generic "missing key".
const text = (key: ValidationMessageKey) => v.pipe(v.optional(v.string(key), ""), v.trim());

export const AddressSchema = v.pipe(
  text("address-short"),
  v.minLength(ADDRESS_MIN_LENGTH, "address-short" satisfies ValidationMessageKey),
  v.maxLength(ADDRESS_MAX_LENGTH, "address-length" satisfies ValidationMessageKey),
);

export const PincodeSchema = v.pipe(text("pincode"), v.regex(PINCODE_PATTERN, "pincode" satisfies ValidationMessageKey));

export const LandmarkSchema = v.pipe(text("landmark"), v.minLength(LANDMARK_MIN_LENGTH, "landmark" satisfies ValidationMessageKey));

/** A calendar date as YYYY-MM-DD (what date inputs give), real dates only (no 31 April). */
export const DateSchema = v.pipe(text("date"), v.check(isCalendarDate, "date" satisfies ValidationMessageKey));

export const PhoneSchema = v.pipe(text("phone"), v.regex(PHONE_PATTERN, "phone" satisfies ValidationMessageKey));

export const EmailSchema = v.pipe(text("email"), v.nonEmpty("email"), v.email("email" satisfies ValidationMessageKey));

/** A comment in any language: only "not blank". */
export const CommentSchema = v.pipe(text("comment-blank"), v.nonEmpty("comment-blank" satisfies ValidationMessageKey));

/** A comment written in English: not blank, and only ENGLISH_COMMENT_PATTERN characters. */
export const EnglishCommentSchema = v.pipe(CommentSchema, v.regex(ENGLISH_COMMENT_PATTERN, "comment-characters" satisfies ValidationMessageKey));

/** The comment rule for a page language: the character limit applies to English only. */
export function commentSchemaFor(locale: string) {
  return locale === "en" ? EnglishCommentSchema : CommentSchema;
}

/** One of a set of choices must be picked (radio groups, selects). */
export function optionSchema<const TOptions extends readonly [string, ...string[]]>(options: TOptions) {
  return v.picklist(options, "option" satisfies ValidationMessageKey);
}

/** A rating on 0-10 (5-star scales use 1-5 of it); empty is refused. */
export const RatingSchema = v.pipe(
  v.optional(v.number("rating" satisfies ValidationMessageKey)),
  v.number("rating"),
  v.integer("rating"),
  v.minValue(0, "rating"),
  v.maxValue(10, "rating"),
);

/** IFSC, upper-cased first so "hdfc0001234" passes. */
export const IfscSchema = v.pipe(text("ifsc"), v.toUpperCase(), v.regex(IFSC_PATTERN, "ifsc" satisfies ValidationMessageKey));

const required = (key: ValidationMessageKey) => v.pipe(text(key), v.nonEmpty(key));

/** An account number as typed ("5010 0123 4567"), without its spaces: 9 to 18 digits. */
export const AccountNumberSchema = v.pipe(
  required("account-number"),
  v.transform((value) => value.replace(/\s+/g, "")),
  v.regex(ACCOUNT_NUMBER_PATTERN, "account-number-digits" satisfies ValidationMessageKey),
);

/** Bank refund details: bank name, branch, an account number of 9-18 digits, holder and a valid IFSC. */
export const BankDetailSchema = v.object({
  name: required("account-holder"),
  accountNumber: AccountNumberSchema,
  ifsccode: IfscSchema,
  bankName: required("bank-name"),
  branchName: required("branch-name"),
});
/**
 * Bank refund details (product rules §3, Refund bankDetail); `name` is the account holder.
 * Which fields a country asks for is core's bank account scheme (returns/payout-fields):
 * IFSC and branch in India, a routing number in the US, an IBAN where banks use them.
 */
export interface BankDetail {
  name: string;
  accountNumber: string;
  ifsccode: string;
  bankName: string;
  branchName: string;
  routingNumber: string;
  iban: string;
}

const withoutSpaces = v.transform((value: string) => value.replace(/\s+/g, ""));

/** A US ABA routing number as typed: 9 digits with a valid checksum. */
export const RoutingNumberSchema = v.pipe(
  required("routing-number"),
  withoutSpaces,
  v.check(isAbaRoutingNumber, "routing-number" satisfies ValidationMessageKey),
);

/** A US account number as typed, without its spaces: 4 to 17 digits. */
export const UsAccountNumberSchema = v.pipe(
  required("account-number"),
  withoutSpaces,
  v.regex(US_ACCOUNT_NUMBER_PATTERN, "account-number-us" satisfies ValidationMessageKey),
);

/** An IBAN of the brand's country as typed ("AE07 0331 …"), stored in its compact form. */
export function ibanSchemaOf(country: string) {
  return v.pipe(
    required("iban"),
    v.transform(compactIban),
    v.check((iban: string) => isIbanOf(country, iban), "iban" satisfies ValidationMessageKey),
  );
}

/** UPI refund details: both the name and an id of the form name@handle. */
export const UpiDetailsSchema = v.object({
  upiName: required("upi-name"),
  upiId: v.pipe(required("upi-id"), v.regex(UPI_ID_PATTERN, "upi-id-shape" satisfies ValidationMessageKey)),
});
export interface UpiDetails {
  upiName: string;
  upiId: string;
}
