import { describe, expect, test } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOL, toCurrencyCode, type CurrencyCode } from "./currency.ts";

describe("currencies (product rules §9)", () => {
  test.each<[CurrencyCode, string]>([
    ["INR", "₹"],
    ["USD", "$"],
    ["SAR", "SAR"],
    ["AED", "AED"],
    ["EUR", "€"],
  ])("%s symbol is %s", (code, symbol) => expect(CURRENCY_SYMBOL[code]).toBe(symbol));

  test("exactly five", () => expect(CURRENCIES).toEqual(["INR", "USD", "SAR", "AED", "EUR"]));

  test.each([
    ["usd", "USD"],
    [" AED ", "AED"],
    ["GBP", "INR"],
    [null, "INR"],
  ])("%j reads as %s", (input, code) => expect(toCurrencyCode(input)).toBe(code));
});
