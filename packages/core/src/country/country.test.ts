import { describe, expect, test } from "vitest";
import { allowsSelfShip, currencyOfCountry, showsPincode } from "./country-rules.ts";

describe("country rules (product rules §9)", () => {
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
