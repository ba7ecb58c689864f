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

const check = (schema: v.GenericSchema, value: unknown) => validationMessageOf(schema, value);

describe("address: 10 to 600 characters, not blank", () => {
  test.each<[unknown, string | undefined]>([
    ["12 MG Road", undefined],
    ["  12 MG Road  ", undefined],
    ["x".repeat(600), undefined],
    ["x".repeat(601), "address-length"],
    ["123456789", "address-short"],
    ["   123456789   ", "address-short"],
    ["", "address-short"],
    ["          ", "address-short"],
    [undefined, "address-short"],
    [42, "address-short"],
  ])("%j -> %s", (value, key) => expect(check(AddressSchema, value)).toBe(key));

  test("the value is trimmed", () => {
    expect(v.parse(AddressSchema, "  12 MG Road  ")).toBe("12 MG Road");
  });
});

describe("pincode: exactly 6 digits", () => {
  test.each<[unknown, string | undefined]>([
    ["411001", undefined],
    [" 411001 ", undefined],
    ["41100", "pincode"],
    ["4110011", "pincode"],
    ["41100a", "pincode"],
    ["411 001", "pincode"],
    ["", "pincode"],
    [411001, "pincode"],
  ])("%j -> %s", (value, key) => expect(check(PincodeSchema, value)).toBe(key));
});

describe("landmark: not blank, at least 5 characters", () => {
  test.each<[unknown, string | undefined]>([
    ["Gate 2", undefined],
    ["Opp. SBI", undefined],
    ["12345", undefined],
    ["1234", "landmark"],
    ["  abcd  ", "landmark"],
    ["", "landmark"],
    [undefined, "landmark"],
  ])("%j -> %s", (value, key) => expect(check(LandmarkSchema, value)).toBe(key));
});

describe("date: a real calendar date", () => {
  test.each<[unknown, string | undefined]>([
    ["2024-05-03", undefined],
    ["2024-02-29", undefined],
    ["2023-02-29", "date"],
    ["2024-04-31", "date"],
    ["03/05/2024", "date"],
    ["", "date"],
    [undefined, "date"],
  ])("%j -> %s", (value, key) => expect(check(DateSchema, value)).toBe(key));
});

describe("comment: not blank; English limited to the allowed characters", () => {
  test.each<[unknown, string | undefined]>([
    ["Please call before coming!", undefined],
    ["Leave it at gate #2 (near the guard) - thanks, 100% sure: yes; ok? a+b_c*d @home & 'quoted' \"x\"/y", undefined],
    ["Line one\nline two", undefined],
    ["", "comment-blank"],
    ["   ", "comment-blank"],
    [undefined, "comment-blank"],
    ["<script>alert(1)</script>", "comment-characters"],
    ["Great 👍", "comment-characters"],
    ["बहुत अच्छा", "comment-characters"],
    ["price $5", "comment-characters"],
  ])("English %j -> %s", (value, key) => expect(check(EnglishCommentSchema, value)).toBe(key));

  test("comments in other languages are only checked for blank", () => {
    expect(check(CommentSchema, "बहुत अच्छा")).toBeUndefined();
    expect(check(commentSchemaFor("hi"), "बहुत अच्छा")).toBeUndefined();
    expect(check(commentSchemaFor("hi"), " ")).toBe("comment-blank");
    expect(check(commentSchemaFor("en"), "बहुत अच्छा")).toBe("comment-characters");
  });
});

describe("phone: exactly 10 digits", () => {
  test.each<[unknown, string | undefined]>([
    ["9876543210", undefined],
    ["987654321", "phone"],
    ["98765432100", "phone"],
    ["+919876543210", "phone"],
    ["98765 43210", "phone"],
    ["", "phone"],
    [9876543210, "phone"],
  ])("%j -> %s", (value, key) => expect(check(PhoneSchema, value)).toBe(key));
});

describe("email", () => {
  test.each<[unknown, string | undefined]>([
    ["asha@example.com", undefined],
    [" asha@example.co.in ", undefined],
    ["asha@", "email"],
    ["asha.example.com", "email"],
    ["", "email"],
    [undefined, "email"],
  ])("%j -> %s", (value, key) => expect(check(EmailSchema, value)).toBe(key));
});

describe("option: one must be chosen", () => {
  const schema = optionSchema(["accept", "reject"]);
  test.each<[unknown, string | undefined]>([
    ["accept", undefined],
    ["reject", undefined],
    ["", "option"],
    [undefined, "option"],
    ["maybe", "option"],
  ])("%j -> %s", (value, key) => expect(check(schema, value)).toBe(key));
});

describe("rating: cannot be empty", () => {
  test.each<[unknown, string | undefined]>([
    [0, undefined],
    [5, undefined],
    [10, undefined],
    [undefined, "rating"],
    [null, "rating"],
    [11, "rating"],
    [-1, "rating"],
    [2.5, "rating"],
    ["5", "rating"],
  ])("%j -> %s", (value, key) => expect(check(RatingSchema, value)).toBe(key));
});

describe("IFSC: 4 letters, 0, 6 letters or digits", () => {
  test.each<[unknown, string | undefined]>([
    ["HDFC0001234", undefined],
    ["hdfc0001234", undefined],
    ["SBIN0ABC123", undefined],
    ["HDFC1001234", "ifsc"],
    ["HDF00001234", "ifsc"],
    ["HDFC000123", "ifsc"],
    ["HDFC00012345", "ifsc"],
    ["HDFC000123-", "ifsc"],
    ["", "ifsc"],
  ])("%j -> %s", (value, key) => expect(check(IfscSchema, value)).toBe(key));

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
  ])("%j -> %j", (value, errors) => expect(fieldErrorsOf(UpiDetailsSchema, value)).toEqual(errors));
});
