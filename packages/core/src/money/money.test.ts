import { describe, expect, test } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOL, toCurrencyCode, type CurrencyCode } from "./currency.ts";
import { formatPrice, formatRefundAmount } from "./format-price.ts";

describe("currencies (spec section 9)", () => {
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

describe("formatting", () => {
  // Intl output may contain narrow no-break spaces; compare with them normalised.
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
  test.each<[number, CurrencyCode, string, string]>([
    [123456, "INR", "en-IN", "₹ 1,23,456.00"],
    [50, "SAR", "en", "SAR 50.00"],
    [1234.5, "EUR", "de", "€ 1.234,50"],
    [10, "USD", "en", "$ 10.00"],
  ])("formatPrice(%d, %s, %s) = %s", (amount, currency, locale, text) => {
    expect(plain(formatPrice(amount, currency, locale))).toBe(text);
  });

  test("refund texts show Rs. for rupees", () => {
    expect(formatRefundAmount(1500, "INR", "en-IN")).toBe("Rs. 1,500.00");
    expect(plain(formatRefundAmount(15, "USD", "en"))).toBe("$ 15.00");
  });
});
