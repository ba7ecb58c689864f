import { describe, expect, test } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOL, toCurrencyCode, type CurrencyCode } from "./currency.ts";
import { formatMoney, formatPrice, formatRefundAmount } from "./format-money.ts";

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
  const FORMAT = { formatMoney, formatPrice };
  test.each<[keyof typeof FORMAT, number, CurrencyCode, string, string]>([
    ["formatMoney", 123456, "INR", "en-IN", "₹1,23,456.00"],
    ["formatMoney", 5, "USD", "en-US", "$5.00"],
    ["formatMoney", 1234.5, "EUR", "de-DE", "1.234,50 €"],
    ["formatMoney", 99, "AED", "en-US", "AED 99.00"],
    ["formatPrice", 123456, "INR", "en-IN", "₹ 1,23,456.00"],
    ["formatPrice", 50, "SAR", "en", "SAR 50.00"],
    ["formatPrice", 1234.5, "EUR", "de", "€ 1.234,50"],
    ["formatPrice", 10, "USD", "en", "$ 10.00"],
  ])("%s(%d, %s, %s) = %s", (format, amount, currency, locale, text) => {
    expect(plain(FORMAT[format](amount, currency, locale))).toBe(text);
  });

  test("refund texts show Rs. for rupees", () => {
    expect(formatRefundAmount(1500, "INR", "en-IN")).toBe("Rs. 1,500.00");
    expect(plain(formatRefundAmount(15, "USD", "en"))).toBe("$ 15.00");
  });
});
