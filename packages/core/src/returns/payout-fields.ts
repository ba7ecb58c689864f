import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { isCountryCode, type CountryCode } from "../country/country-rules.ts";
import { BankDetailSchema, ibanSchemaOf, RoutingNumberSchema, UsAccountNumberSchema, type BankDetail } from "../validation/field-schemas.ts";
import { REFUND_MODE_RULE, type PayoutMethod, type RefundMode } from "./refund-mode.ts";

/**
 * How a country names the bank account a refund is paid to: India's account number with
 * an IFSC (and its branch), the US's routing and account numbers, an IBAN where banks use
 * them (the UAE, Saudi Arabia, the EU), or a plain account number elsewhere.
 */
export const BANK_ACCOUNT_SCHEMES = ["ifsc", "aba", "iban", "account"] as const;
export type BankAccountScheme = (typeof BANK_ACCOUNT_SCHEMES)[number];

export const BANK_ACCOUNT_SCHEME_BY_COUNTRY = {
  IN: "ifsc",
  US: "aba",
  PH: "account",
  AE: "iban",
  SA: "iban",
  DE: "iban",
  FR: "iban",
  ES: "iban",
  IT: "iban",
  NL: "iban",
  IE: "iban",
} as const satisfies Record<CountryCode, BankAccountScheme>;

export type BankField = keyof BankDetail;

/** The fields each scheme asks for, in the form's order. */
export const BANK_FIELDS_BY_SCHEME = {
  ifsc: ["name", "accountNumber", "ifsccode", "bankName", "branchName"],
  aba: ["name", "routingNumber", "accountNumber", "bankName"],
  iban: ["name", "iban", "bankName"],
  account: ["name", "accountNumber", "bankName"],
} as const satisfies Record<BankAccountScheme, readonly BankField[]>;

/** Each field's label. */
export const BANK_FIELD_LABEL = {
  name: msg`Account holder name`,
  accountNumber: msg`Account number`,
  ifsccode: msg`IFSC code`,
  bankName: msg`Bank name`,
  branchName: msg`Branch name`,
  routingNumber: msg`Routing number`,
  iban: msg`IBAN`,
} as const satisfies Record<BankField, MessageDescriptor>;

/** UPI is India's payment network; no other country's shopper is offered it. */
export const UPI_COUNTRIES = ["IN"] as const satisfies readonly CountryCode[];

const normalise = (country: string) => country.trim().toUpperCase();

export function bankAccountSchemeOf(country: string): BankAccountScheme {
  const code = normalise(country);
  return isCountryCode(code) ? BANK_ACCOUNT_SCHEME_BY_COUNTRY[code] : "account";
}

export function usesUpi(country: string): boolean {
  return (UPI_COUNTRIES as readonly string[]).includes(normalise(country));
}

/** The payouts a mode offers in a country: the refund-mode table's, less UPI outside India. */
export function payoutMethodsOf(mode: RefundMode, country: string): readonly PayoutMethod[] {
  const payouts: readonly PayoutMethod[] = REFUND_MODE_RULE[mode].payouts;
  return payouts.filter((payout) => payout !== "upi" || usesUpi(country));
}

const required = (key: "account-holder" | "bank-name") => v.pipe(v.optional(v.string(key), ""), v.trim(), v.nonEmpty(key));

/** The check of a bank account in a country: only the fields its scheme asks for (the form's and the server's). */
export function bankDetailSchemaOf(country: string) {
  const scheme = bankAccountSchemeOf(country);
  switch (scheme) {
    case "ifsc":
      return BankDetailSchema;
    case "aba":
      return v.object({
        name: required("account-holder"),
        routingNumber: RoutingNumberSchema,
        accountNumber: UsAccountNumberSchema,
        bankName: required("bank-name"),
      });
    case "iban":
      return v.object({ name: required("account-holder"), iban: ibanSchemaOf(normalise(country)), bankName: required("bank-name") });
    case "account":
      return v.object({ name: required("account-holder"), accountNumber: UsAccountNumberSchema, bankName: required("bank-name") });
  }
}
