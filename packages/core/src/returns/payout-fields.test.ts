import { describe, expect, test } from "vitest";
import { fieldErrorsOf } from "../validation/form-errors.ts";
import { EMPTY_BANK_DETAIL } from "./return-flow-state.ts";
import { BANK_FIELDS_BY_SCHEME, bankAccountSchemeOf, bankDetailSchemaOf, payoutMethodsOf } from "./payout-fields.ts";

// Example numbers from public references: the IBAN examples of SWIFT's IBAN registry
// (AE070331234567890123456, SA0380000000608010167519, DE89370400440532013000) and a
// published ABA routing number (021000021, JPMorgan Chase, New York).
const US = { ...EMPTY_BANK_DETAIL, name: "Sam Lee", routingNumber: "021000021", accountNumber: "123456789012", bankName: "Chase" };
const AE = { ...EMPTY_BANK_DETAIL, name: "Omar Ali", iban: "AE07 0331 2345 6789 0123 456", bankName: "Emirates NBD" };
const IN = { ...EMPTY_BANK_DETAIL, name: "Asha Rao", accountNumber: "0012345678", ifsccode: "HDFC0001234", bankName: "HDFC", branchName: "Pune" };

describe("payout fields by the brand's country", () => {
  test("each country asks for its own bank fields: IFSC in India, routing + account in the US, IBAN in the UAE", () => {
    expect(BANK_FIELDS_BY_SCHEME[bankAccountSchemeOf("IN")]).toEqual(["name", "accountNumber", "ifsccode", "bankName", "branchName"]);
    expect(BANK_FIELDS_BY_SCHEME[bankAccountSchemeOf("us")]).toEqual(["name", "routingNumber", "accountNumber", "bankName"]);
    expect(BANK_FIELDS_BY_SCHEME[bankAccountSchemeOf("AE")]).toEqual(["name", "iban", "bankName"]);
    expect(bankAccountSchemeOf("SA")).toBe("iban");
  });

  test("UPI is offered only in India", () => {
    expect(payoutMethodsOf("bank-account", "IN")).toEqual(["bank", "upi"]);
    expect(payoutMethodsOf("bank-account", "US")).toEqual(["bank"]);
    expect(payoutMethodsOf("bank-account", "AE")).toEqual(["bank"]);
    expect(payoutMethodsOf("back-to-source", "IN")).toEqual([]);
  });

  test.each([
    ["IN", IN],
    ["US", US],
    ["AE", AE],
  ] as const)("a valid %s account passes its country's check", (country, detail) => {
    expect(fieldErrorsOf(bankDetailSchemaOf(country), detail)).toEqual({});
  });

  test("a US account is not asked for an IFSC, and its routing number's checksum is checked", () => {
    expect(fieldErrorsOf(bankDetailSchemaOf("US"), { ...US, ifsccode: "" })).toEqual({});
    expect(fieldErrorsOf(bankDetailSchemaOf("US"), { ...US, routingNumber: "021000022" })).toEqual({ routingNumber: "routing-number" });
    expect(fieldErrorsOf(bankDetailSchemaOf("US"), { ...US, accountNumber: "12" })).toEqual({ accountNumber: "account-number-us" });
    expect(fieldErrorsOf(bankDetailSchemaOf("US"), IN)).toMatchObject({ routingNumber: "routing-number" });
  });

  test("a UAE IBAN must be the UAE's, 23 characters, with valid check digits", () => {
    expect(fieldErrorsOf(bankDetailSchemaOf("AE"), { ...AE, iban: "AE08 0331 2345 6789 0123 456" })).toEqual({ iban: "iban" });
    expect(fieldErrorsOf(bankDetailSchemaOf("AE"), { ...AE, iban: "DE89370400440532013000" })).toEqual({ iban: "iban" });
    expect(fieldErrorsOf(bankDetailSchemaOf("AE"), { ...AE, iban: "" })).toEqual({ iban: "iban" });
    expect(fieldErrorsOf(bankDetailSchemaOf("AE"), IN)).toMatchObject({ iban: "iban" });
    expect(fieldErrorsOf(bankDetailSchemaOf("SA"), { ...AE, iban: "SA03 8000 0000 6080 1016 7519" })).toEqual({});
  });
});
