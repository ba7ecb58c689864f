import { describe, expect, test } from "vitest";
import { REFUND_MODE_RULE, REFUND_MODES, isCreditRefund, type PayoutMethod, type RefundMode } from "./refund-mode.ts";
import { refundModesOf, refundPayoutOf, requiresBankDetail } from "./refund-payout.ts";

const prepaid = { isCod: false, captureBankDetail: true, country: "IN" };
const codWithCapture = { isCod: true, captureBankDetail: true, country: "IN" };

describe("the refund-mode table", () => {
  test("money modes and credit modes", () => {
    expect(REFUND_MODES.filter(isCreditRefund)).toEqual(["store-credit", "store-credit-voucher"]);
  });

  test("only a bank-account refund asks for payout details", () => {
    expect(REFUND_MODES.filter((mode) => REFUND_MODE_RULE[mode].payouts.length > 0)).toEqual(["bank-account"]);
  });
});

describe("refundPayoutOf: the details a refund needs", () => {
  test.each<[RefundMode, PayoutMethod, PayoutMethod | "none"]>([
    ["back-to-source", "bank", "none"],
    ["store-credit", "upi", "none"],
    ["store-credit-voucher", "bank", "none"],
    ["bank-account", "bank", "bank"],
    ["bank-account", "upi", "upi"],
  ])("%s paid by %s needs %s", (mode, payout, needs) => {
    expect(refundPayoutOf({ mode, payout }, prepaid)).toBe(needs);
  });

  test.each<RefundMode>(REFUND_MODES)("a COD order of a brand that captures bank details gives a bank account (%s)", (mode) => {
    expect(refundPayoutOf({ mode, payout: "upi" }, codWithCapture)).toBe("bank");
  });

  test("a COD order of a brand that does not capture bank details follows the mode", () => {
    expect(refundPayoutOf({ mode: "bank-account", payout: "upi" }, { isCod: true, captureBankDetail: false, country: "IN" })).toBe("upi");
  });

  test.each(["US", "AE", "SA", "DE"])("no UPI outside India: a %s bank-account refund asking for UPI gets a bank account", (country) => {
    expect(refundPayoutOf({ mode: "bank-account", payout: "upi" }, { ...prepaid, country })).toBe("bank");
  });

  test("a cash-on-delivery order is never offered the original payment method", () => {
    expect(refundModesOf({ isCod: true })).toEqual(["bank-account", "store-credit", "store-credit-voucher"]);
    expect(refundModesOf({ isCod: false })).toEqual(REFUND_MODES);
  });

  test.each<[boolean, boolean, boolean]>([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])("COD %s, capture %s: bank details required %s", (isCod, captureBankDetail, required) => {
    expect(requiresBankDetail({ isCod, captureBankDetail })).toBe(required);
  });
});
