import { describe, expect, test } from "vitest";
import { allowsSelfShip, currencyOfCountry, showsPincode } from "./country-rules.ts";
import { AE_PHONE_CODE, EMIRATES, formatAeMobile, isAeMobile } from "./uae.ts";

describe("country rules (spec section 9)", () => {
  test.each([
    ["IN", "INR"],
    ["US", "USD"],
    ["AE", "AED"],
    ["SA", "SAR"],
    ["DE", "EUR"],
    ["fr", "EUR"],
    ["PH", "INR"],
    ["GB", "INR"],
    [undefined, "INR"],
  ])("%s pays in %s", (country, currency) => expect(currencyOfCountry(country)).toBe(currency));

  test.each([
    ["PH", true],
    ["IN", true],
    ["US", true],
    ["in", true],
    ["AE", false],
    ["SA", false],
    ["DE", false],
  ])("%s shows a pincode: %s", (country, shown) => expect(showsPincode(country)).toBe(shown));

  test.each([
    ["US", true],
    ["IN", false],
    ["AE", false],
    ["PH", false],
  ])("%s allows self-ship: %s", (country, allowed) => expect(allowsSelfShip(country)).toBe(allowed));
});

describe("UAE", () => {
  test("the emirates", () => {
    expect(EMIRATES).toEqual(["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"]);
  });

  test("phone code", () => expect(AE_PHONE_CODE).toBe("+971"));

  test.each([
    ["501234567", true],
    ["+971 50 123 4567", true],
    ["00971501234567", true],
    ["0501234567", true],
    ["401234567", false],
    ["50123456", false],
    ["5012345678", false],
    ["", false],
  ])("%j is a UAE mobile: %s", (input, ok) => expect(isAeMobile(input)).toBe(ok));

  test("formats with the country code", () => expect(formatAeMobile("050-123-4567")).toBe("+971 501234567"));
});
