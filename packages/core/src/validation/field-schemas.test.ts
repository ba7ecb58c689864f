import * as v from "valibot";
import { describe, expect, test } from "vitest";
import {
  AddressSchema,
  BankDetailSchema,
  CommentSchema,
  DateSchema,
  EmailSchema,
  EnglishCommentSchema,
  IfscSchema,
  LandmarkSchema,
  PhoneSchema,
  PincodeSchema,
  RatingSchema,
  UpiDetailsSchema,
  commentSchemaFor,
  optionSchema,
} from "./field-schemas.ts";
import { fieldErrorsOf, hasErrors, validationMessageOf } from "./form-errors.ts";
import type { ValidationMessageKey } from "./validation-messages.ts";

const check = (schema: v.GenericSchema, value: unknown) => validationMessageOf(schema, value);

/** One test per value: the schema accepts it, or refuses it with the message key it is listed under. */
function testValues(schema: v.GenericSchema, accepted: unknown[], refused: Partial<Record<ValidationMessageKey, unknown[]>>, prefix = "") {
  test.each(accepted)(`${prefix}%j is accepted`, (value) => expect(check(schema, value)).toBeUndefined());
  const cases = Object.entries(refused).flatMap(([key, values]) => values.map((value) => [value, key] as const));
  test.each(cases)(`${prefix}%j -> %s`, (value, key) => expect(check(schema, value)).toBe(key));
}

describe("address: 10 to 600 characters, not blank", () => {
  testValues(AddressSchema, ["12 MG Road", "  12 MG Road  ", "x".repeat(600)], {
    "address-length": ["x".repeat(601)],
    "address-short": ["123456789", "   123456789   ", "", "          ", undefined, 42],
  });

  test("the value is trimmed", () => {
    expect(v.parse(AddressSchema, "  12 MG Road  ")).toBe("12 MG Road");
  });
});

describe("pincode: exactly 6 digits", () => {
  testValues(PincodeSchema, ["411001", " 411001 "], { pincode: ["41100", "4110011", "41100a", "411 001", "", 411001] });
});

describe("landmark: not blank, at least 5 characters", () => {
  testValues(LandmarkSchema, ["Gate 2", "Opp. SBI", "12345"], { landmark: ["1234", "  abcd  ", "", undefined] });
});

describe("date: a real calendar date", () => {
  testValues(DateSchema, ["2024-05-03", "2024-02-29"], { date: ["2023-02-29", "2024-04-31", "03/05/2024", "", undefined] });
});

describe("comment: not blank; English limited to the allowed characters", () => {
  testValues(
    EnglishCommentSchema,
    ["Please call before coming!", "Leave it at gate #2 (near the guard) - thanks, 100% sure: yes; ok? a+b_c*d @home & 'quoted' \"x\"/y", "Line one\nline two"],
    {
      "comment-blank": ["", "   ", undefined],
      "comment-characters": ["<script>alert(1)</script>", "Great 👍", "बहुत अच्छा", "price $5"],
    },
    "English ",
  );

  test("comments in other languages are only checked for blank", () => {
    expect(check(CommentSchema, "बहुत अच्छा")).toBeUndefined();
    expect(check(commentSchemaFor("hi"), "बहुत अच्छा")).toBeUndefined();
    expect(check(commentSchemaFor("hi"), " ")).toBe("comment-blank");
    expect(check(commentSchemaFor("en"), "बहुत अच्छा")).toBe("comment-characters");
  });
});

describe("phone: exactly 10 digits", () => {
  testValues(PhoneSchema, ["9876543210"], { phone: ["987654321", "98765432100", "+919876543210", "98765 43210", "", 9876543210] });
});

describe("email", () => {
  testValues(EmailSchema, ["asha@example.com", " asha@example.co.in "], { email: ["asha@", "asha.example.com", "", undefined] });
});

describe("option: one must be chosen", () => {
  testValues(optionSchema(["accept", "reject"]), ["accept", "reject"], { option: ["", undefined, "maybe"] });
});

describe("rating: cannot be empty", () => {
  testValues(RatingSchema, [0, 5, 10], { rating: [undefined, null, 11, -1, 2.5, "5"] });
});

describe("IFSC: 4 letters, 0, 6 letters or digits", () => {
  testValues(IfscSchema, ["HDFC0001234", "hdfc0001234", "SBIN0ABC123"], {
    ifsc: ["HDFC1001234", "HDF00001234", "HDFC000123", "HDFC00012345", "HDFC000123-", ""],
  });

  test("is upper-cased", () => expect(v.parse(IfscSchema, "hdfc0001234")).toBe("HDFC0001234"));
});

describe("bank details: name, branch, account number, holder (and IFSC)", () => {
  const valid = { name: "Asha Rao", accountNumber: "001234567890", ifsccode: "HDFC0001234", bankName: "HDFC Bank", branchName: "Pune" };
  test("complete details pass", () => expect(hasErrors(fieldErrorsOf(BankDetailSchema, valid))).toBe(false));
  test.each<[string, string]>([
    ["name", "account-holder"],
    ["accountNumber", "account-number"],
    ["ifsccode", "ifsc"],
    ["bankName", "bank-name"],
    ["branchName", "branch-name"],
  ])("a blank %s says %s", (field, key) => {
    expect(fieldErrorsOf(BankDetailSchema, { ...valid, [field]: " " })).toEqual({ [field]: key });
  });
  test.each(["12AB5678901", "12345678", "1234567890123456789"])("account number %j is not 9-18 digits", (accountNumber) => {
    expect(fieldErrorsOf(BankDetailSchema, { ...valid, accountNumber })).toEqual({ accountNumber: "account-number-digits" });
  });
  test("spaces in an account number are dropped", () => {
    expect(v.parse(BankDetailSchema, { ...valid, accountNumber: " 0012 3456 7890 " }).accountNumber).toBe("001234567890");
  });
  test("all missing lists every field", () => {
    expect(fieldErrorsOf(BankDetailSchema, {})).toEqual({
      name: "account-holder",
      accountNumber: "account-number",
      ifsccode: "ifsc",
      bankName: "bank-name",
      branchName: "branch-name",
    });
  });
});

describe("UPI: name and id", () => {
  test.each<[object, object]>([
    [{ upiName: "Asha", upiId: "asha@okbank" }, {}],
    [{ upiName: "", upiId: "asha@okbank" }, { upiName: "upi-name" }],
    [{ upiName: "Asha" }, { upiId: "upi-id" }],
    [{}, { upiName: "upi-name", upiId: "upi-id" }],
    [{ upiName: "Asha", upiId: "not-an-id" }, { upiId: "upi-id-shape" }],
    [{ upiName: "Asha", upiId: "asha@1bank" }, { upiId: "upi-id-shape" }],
    [{ upiName: "Asha", upiId: "9820098765@okaxis" }, {}],
  ])("%j -> %j", (value, errors) => expect(fieldErrorsOf(UpiDetailsSchema, value)).toEqual(errors));
});
