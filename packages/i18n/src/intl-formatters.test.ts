import { expect, test } from "vitest";
import type { LocaleCode } from "@portal/core/locale";
import { formatMoney } from "./intl-formatters.ts";

// Intl output may contain narrow no-break spaces and direction marks; compare without them.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\u200f/g, "");

test.each<[LocaleCode, number, string, string]>([
  ["en", 123456, "INR", "₹1,23,456.00"],
  ["en", 5, "USD", "$5.00"],
  ["en", 99, "AED", "AED 99.00"],
  ["vi", 1234.5, "EUR", "1.234,50 €"],
  ["ar", 1234.5, "SAR", "1,234.50 ر.س."],
])("formatMoney(%s, %d, %s) = %s", (locale, amount, currency, text) => {
  expect(plain(formatMoney(locale, amount, currency))).toBe(text);
});
