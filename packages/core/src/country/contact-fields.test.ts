import { describe, expect, test } from "vitest";
import * as v from "valibot";
import { COUNTRIES, showsPincode, type CountryCode } from "./country-rules.ts";
import { COUNTRY_FIELDS, countryFieldsOf, phoneIssueOf } from "./contact-fields.ts";
import { EMIRATES } from "./emirates.ts";

/** Per country: numbers a shopper there would type, and ones that must be refused. */
const PHONES = {
  IN: { valid: ["9876543210", "98765 43210", "+91 98765 43210", "098765-43210"], invalid: ["512345678", "98765", "+971 50 123 4567"], message: "phone" },
  US: { valid: ["2025550143", "(202) 555-0143", "+1 202 555 0143"], invalid: ["555-0143", "+44 20 7946 0958"], message: "phone" },
  PH: { valid: ["9171234567", "+63 917 123 4567", "09171234567"], invalid: ["91712345", "+63 917 12"], message: "phone" },
  AE: {
    valid: ["512345678", "050 123 4567", "+971 50 123 4567", "00971501234567"],
    invalid: ["9876543210", "412345678", "5123456789"],
    message: "phone-nine-from-5",
  },
  SA: { valid: ["512345678", "+966 51 234 5678"], invalid: ["9876543210"], message: "phone-nine-from-5" },
  DE: { valid: ["15123456789", "+49 151 23456789"], invalid: ["12345"], message: "phone-international" },
  FR: { valid: ["612345678", "+33 6 12 34 56 78"], invalid: ["6123"], message: "phone-international" },
  ES: { valid: ["612345678"], invalid: ["61"], message: "phone-international" },
  IT: { valid: ["3123456789"], invalid: ["31"], message: "phone-international" },
  NL: { valid: ["612345678", "+31 6 12345678"], invalid: ["6"], message: "phone-international" },
  IE: { valid: ["851234567", "+353 85 123 4567"], invalid: ["851"], message: "phone-international" },
} as const satisfies Record<CountryCode, { valid: readonly string[]; invalid: readonly string[]; message: string }>;

/** Postal codes where the form shows one; null where it has none. */
const POSTAL = {
  IN: { valid: ["411001"], invalid: ["4110", "94103"], message: "pincode" },
  US: { valid: ["94103"], invalid: ["941031", "9410"], message: "zip" },
  PH: { valid: ["1000"], invalid: ["10000", "411001"], message: "postal-code-ph" },
  AE: null,
  SA: null,
  DE: null,
  FR: null,
  ES: null,
  IT: null,
  NL: null,
  IE: null,
} as const satisfies Record<CountryCode, { valid: readonly string[]; invalid: readonly string[]; message: string } | null>;

describe.each(COUNTRIES)("%s fields", (country) => {
  const fields = countryFieldsOf(country);

  test("phone: the country's valid numbers pass, others get the country's message", () => {
    const { valid, invalid, message } = PHONES[country];
    const issues = (numbers: readonly string[]) => Object.fromEntries(numbers.map((n) => [n, phoneIssueOf(fields, n)]));
    expect(issues([...valid, fields.phone.example])).toEqual(Object.fromEntries([...valid, fields.phone.example].map((n) => [n, undefined])));
    expect(issues(invalid)).toEqual(Object.fromEntries(invalid.map((n) => [n, message])));
  });

  test("postal code: shown only for PH, IN and US (product rules §9), with the country's length", () => {
    const postal = POSTAL[country];
    expect(fields.postalCode !== null).toBe(showsPincode(country));
    const check = (codes: readonly string[]) =>
      Object.fromEntries(
        codes.map((code) => [code, fields.postalCode ? (v.safeParse(fields.postalCode.schema, code).issues?.[0].message ?? "ok") : "no field"]),
      );
    const expected = postal
      ? {
          ...Object.fromEntries([...postal.valid, fields.postalCode?.example ?? ""].map((c) => [c, "ok"])),
          ...Object.fromEntries(postal.invalid.map((c) => [c, postal.message])),
        }
      : {};
    const codes = postal ? [...postal.valid, fields.postalCode?.example ?? "", ...postal.invalid] : [];
    expect(check(codes)).toEqual(expected);
    expect(fields.postalCode === null).toBe(postal === null);
  });
});

describe("the UAE (product rules §9)", () => {
  test("+971, the emirates as cities, no pincode, and no temple among the landmark examples", () => {
    const ae = countryFieldsOf("ae");
    expect(ae.phone.dialCode).toBe("+971");
    expect(ae.cities).toEqual(EMIRATES);
    expect(ae.postalCode).toBeNull();
    expect(ae.landmarkHint.message).not.toMatch(/temple/);
    expect(ae.phone.hint.values).toEqual({ dialCode: "+971" });
  });

  test("the emirates", () => {
    expect(EMIRATES).toEqual(["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"]);
  });

  test.each(["501234567", "+971 50 123 4567", "00971501234567", "0501234567", "050-123-4567"])("the mobile %j is 501234567", (input) => {
    const ae = countryFieldsOf("AE");
    expect(phoneIssueOf(ae, input)).toBeUndefined();
    expect(ae.phone.normalise(input)).toBe("501234567");
  });

  test.each(["401234567", "50123456", "5012345678", ""])("the mobile %j is refused: 9 digits starting with 5", (input) => {
    expect(phoneIssueOf(countryFieldsOf("AE"), input)).toBe("phone-nine-from-5");
  });

  test("an unknown country reads as India (the product rules' 10-digit phone and 6-digit pincode)", () => {
    expect(countryFieldsOf("GB")).toBe(COUNTRY_FIELDS.IN);
    expect(countryFieldsOf(undefined)).toBe(COUNTRY_FIELDS.IN);
  });
});
