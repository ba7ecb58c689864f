import { describe, expect, test } from "vitest";
import { testMessageTexts } from "../testing/index.ts";
import { REFUND_DESTINATION_LABEL, refundSummaryOf, refundSummaryOfAnswer } from "./refund-summary.ts";

describe("refundSummaryOf: the one refund every screen shows", () => {
  testMessageTexts(REFUND_DESTINATION_LABEL, {
    "original-payment": "Original payment method",
    bank: "Bank account",
    upi: "UPI",
    "store-credit": "Store credits",
    "store-credit-voucher": "Store credit voucher",
  });

  test("a bank refund with store credit used: money to the bank, the credit back as credit, adding up", () => {
    expect(refundSummaryOf({ mode: "bank-account", payout: "bank", asMoney: 7722, asCredit: 858 })).toEqual({
      parts: [
        { kind: "money", amount: 7722, to: "bank" },
        { kind: "credit", amount: 858, to: "store-credit" },
      ],
      fee: 0,
      bonus: 0,
      total: 8580,
    });
  });

  test("UPI says UPI, bank says bank", () => {
    expect(refundSummaryOf({ mode: "bank-account", payout: "upi", asMoney: 100, asCredit: 0 }).parts).toEqual([{ kind: "money", amount: 100, to: "upi" }]);
    expect(refundSummaryOf({ mode: "bank-account", payout: "bank", asMoney: 100, asCredit: 0 }).parts).toEqual([{ kind: "money", amount: 100, to: "bank" }]);
  });

  test("back to source goes to the original payment; a credit mode has no money part", () => {
    expect(refundSummaryOf({ mode: "back-to-source", payout: "none", asMoney: 100, asCredit: 0 }).parts).toEqual([
      { kind: "money", amount: 100, to: "original-payment" },
    ]);
    expect(refundSummaryOf({ mode: "store-credit-voucher", payout: "none", asMoney: 0, asCredit: 300 }).parts).toEqual([
      { kind: "credit", amount: 300, to: "store-credit-voucher" },
    ]);
  });

  test("a stored answer reads its payout from the details it kept", () => {
    const answer = { mode: "bank-account", account_number: "", upi_id: "••••9876@okaxis", refund_as_money: 50, refund_as_credit: 5 } as const;
    expect(refundSummaryOfAnswer(answer).parts.map((p) => p.to)).toEqual(["upi", "store-credit"]);
    expect(refundSummaryOfAnswer({ ...answer, upi_id: "", account_number: "••••4567" }).parts.map((p) => p.to)).toEqual(["bank", "store-credit"]);
  });
});
