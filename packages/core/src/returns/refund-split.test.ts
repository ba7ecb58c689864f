import { expect, test } from "vitest";
import type { RefundMode } from "./refund-mode.ts";
import { refundSplitOf } from "./refund-split.ts";

const lines = [
  { quantity: 2, creditUsedPerUnit: 50, paidPerUnit: 450 },
  { quantity: 1, creditUsedPerUnit: 0, paidPerUnit: 200 },
];

test.each<RefundMode>(["back-to-source", "bank-account"])("%s: credit used comes back as credit, the money paid as money", (mode) => {
  expect(refundSplitOf(mode, lines)).toEqual({ totalCredit: 100, totalPaid: 1100, asCredit: 100, asMoney: 1100 });
});

test.each<RefundMode>(["store-credit", "store-credit-voucher"])("%s: all of it as credit", (mode) => {
  expect(refundSplitOf(mode, lines)).toEqual({ totalCredit: 100, totalPaid: 1100, asCredit: 1200, asMoney: 0 });
});

test("nothing returned, nothing refunded", () => {
  expect(refundSplitOf("store-credit", [])).toEqual({ totalCredit: 0, totalPaid: 0, asCredit: 0, asMoney: 0 });
});
