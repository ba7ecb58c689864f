import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { REFUND_MODES } from "../refund-mode.ts";
import { refundSummaryOf } from "../refund-summary.ts";
import { isAutoApproved } from "./auto-approve.ts";
import { itemReturnabilityOf } from "./item-returnability.ts";
import { isExchangeOffered, policyRefundModesOf } from "./offered-choices.ts";
import { percentOf, policyBonusPercentOf, policyFeeOf } from "./policy-adjustments.ts";
import { POLICY_REFUSAL_MESSAGE, POLICY_REFUSALS, policyRefusalMessage } from "./policy-refusal.ts";
import { ReturnPolicySchema, returnPolicyOf, type ReturnPolicy } from "./return-policy-schema.ts";
import { returnWindowDaysOf, returnWindowEndOf } from "./return-window.ts";

const delivered = new Date("2026-11-01T10:00:00Z");
const policy: ReturnPolicy = {
  window_days: 30,
  window_days_by_category: { Innerwear: 7 },
  non_returnable_skus: ["GIFT-CARD"],
  non_returnable_categories: ["Perishables"],
  refund_modes: ["store-credit", "bank-account"],
  exchange: false,
  fee_minor_by_mode: { "bank-account": 9900, exchange: 0 },
  fee_minor_by_reason: { "2": 5000, "3": 2000 },
  bonus_percent: { credit: 10, exchange: 5 },
  auto_approve: { enabled: true, max_value_minor: 200000, except_reason_ids: [4] },
  messages: { non_returnable: "Gift cards and food cannot come back." },
};

describe("return policy schema", () => {
  it("accepts a full policy and an empty one", () => {
    expect(v.parse(ReturnPolicySchema, policy)).toEqual(policy);
    expect(v.parse(ReturnPolicySchema, {})).toEqual({});
  });
  it("reads a stored policy whole, or applies none when it is invalid or absent", () => {
    expect(returnPolicyOf(policy)).toEqual(policy);
    expect(returnPolicyOf(undefined)).toEqual({});
    expect(returnPolicyOf({ window_days: "thirty" })).toEqual({});
  });
  it("refuses unknown modes, negative days and fees, percents over 100", () => {
    expect(v.safeParse(ReturnPolicySchema, { refund_modes: ["cash"] }).success).toBe(false);
    expect(v.safeParse(ReturnPolicySchema, { window_days: -1 }).success).toBe(false);
    expect(v.safeParse(ReturnPolicySchema, { fee_minor_by_mode: { "store-credit": -5 } }).success).toBe(false);
    expect(v.safeParse(ReturnPolicySchema, { bonus_percent: { credit: 150 } }).success).toBe(false);
  });
});

describe("return window", () => {
  it("uses the category's window (any case), else the policy's, else none", () => {
    expect(returnWindowDaysOf(policy, "innerwear ")).toBe(7);
    expect(returnWindowDaysOf(policy, "Shoes")).toBe(30);
    expect(returnWindowDaysOf(policy, null)).toBe(30);
    expect(returnWindowDaysOf({}, "Shoes")).toBeUndefined();
  });
  it("ends the window days after delivery; no delivery or no window: no end", () => {
    expect(returnWindowEndOf(delivered, 30)?.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(returnWindowEndOf(null, 30)).toBeUndefined();
    expect(returnWindowEndOf(delivered, undefined)).toBeUndefined();
  });
});

describe("itemReturnabilityOf", () => {
  const item = { sku: "TEE-1", category: "Shirts", deliveredAt: delivered };
  it("is returnable inside the window, up to its last moment", () => {
    expect(itemReturnabilityOf(policy, item, new Date("2026-12-01T10:00:00Z"))).toEqual({ returnable: true, until: new Date("2026-12-01T10:00:00Z") });
  });
  it("refuses after the window, with the category's shorter window", () => {
    expect(itemReturnabilityOf(policy, item, new Date("2026-12-01T10:00:01Z"))).toEqual({ returnable: false, refusal: "outside-window" });
    expect(itemReturnabilityOf(policy, { ...item, category: "Innerwear" }, new Date("2026-11-09T00:00:00Z"))).toEqual({
      returnable: false,
      refusal: "outside-window",
    });
  });
  it("refuses a non-returnable SKU or category whatever the date", () => {
    expect(itemReturnabilityOf(policy, { ...item, sku: "gift-card" }, delivered)).toEqual({ returnable: false, refusal: "non-returnable" });
    expect(itemReturnabilityOf(policy, { ...item, category: "PERISHABLES" }, delivered)).toEqual({ returnable: false, refusal: "non-returnable" });
  });
  it("lets an undelivered item be returned (its window has not started) and anything without a policy", () => {
    expect(itemReturnabilityOf(policy, { ...item, deliveredAt: null }, new Date("2030-01-01T00:00:00Z"))).toEqual({ returnable: true, until: undefined });
    expect(itemReturnabilityOf({}, item, new Date("2030-01-01T00:00:00Z")).returnable).toBe(true);
  });
});

describe("offered choices", () => {
  it("keeps the order's modes the policy offers, in the order's order", () => {
    expect(policyRefundModesOf(policy, REFUND_MODES)).toEqual(["bank-account", "store-credit"]);
    expect(policyRefundModesOf({}, ["bank-account", "store-credit"])).toEqual(["bank-account", "store-credit"]);
    expect(policyRefundModesOf({ refund_modes: [] }, REFUND_MODES)).toEqual([]);
  });
  it("offers exchanges unless the policy says no", () => {
    expect(isExchangeOffered({})).toBe(true);
    expect(isExchangeOffered({ exchange: true })).toBe(true);
    expect(isExchangeOffered(policy)).toBe(false);
  });
});

describe("fees and bonus", () => {
  it("adds the mode's fee to the largest reason fee, once per request", () => {
    expect(policyFeeOf(policy, "bank-account", [2, 3, 2])).toBe(9900 + 5000);
    expect(policyFeeOf(policy, "store-credit", [3])).toBe(2000);
    expect(policyFeeOf(policy, "exchange", [])).toBe(0);
    expect(policyFeeOf({}, "back-to-source", [2])).toBe(0);
  });
  it("gives the credit bonus to both credit modes, the exchange bonus to exchanges, none to money", () => {
    const percents = Object.fromEntries([...REFUND_MODES, "exchange" as const].map((choice) => [choice, policyBonusPercentOf(policy, choice)]));
    expect(percents).toEqual({ "back-to-source": 0, "bank-account": 0, "store-credit": 10, "store-credit-voucher": 10, exchange: 5 });
    expect(percentOf(999, 10)).toBe(99);
  });
  it("shows the fee and bonus in the refund summary: fee from money first, bonus as credit", () => {
    expect(refundSummaryOf({ mode: "bank-account", payout: "bank", asMoney: 10000, asCredit: 2000, fee: 1500 })).toEqual({
      parts: [
        { kind: "money", amount: 8500, to: "bank" },
        { kind: "credit", amount: 2000, to: "store-credit" },
      ],
      fee: 1500,
      bonus: 0,
      total: 10500,
    });
    expect(refundSummaryOf({ mode: "store-credit", payout: "none", asMoney: 0, asCredit: 10000, fee: 500, bonusPercent: 10 })).toEqual({
      parts: [{ kind: "credit", amount: 10500, to: "store-credit" }],
      fee: 500,
      bonus: 1000,
      total: 10500,
    });
  });
  it("never takes more fee than the refund", () => {
    const summary = refundSummaryOf({ mode: "bank-account", payout: "bank", asMoney: 300, asCredit: 200, fee: 9900 });
    expect(summary).toMatchObject({ fee: 500, total: 0 });
  });
});

describe("isAutoApproved", () => {
  it("approves under the amount with no excluded reason", () => {
    expect(isAutoApproved(policy, { valueMinor: 200000, reasonIds: [1, 2] })).toBe(true);
  });
  it("leaves a request over the amount or with an excluded reason (say, damaged) to the desk", () => {
    expect(isAutoApproved(policy, { valueMinor: 200001, reasonIds: [1] })).toBe(false);
    expect(isAutoApproved(policy, { valueMinor: 100, reasonIds: [1, 4] })).toBe(false);
  });
  it("approves nothing without a rule, or with the rule paused", () => {
    expect(isAutoApproved({}, { valueMinor: 1, reasonIds: [] })).toBe(false);
    expect(isAutoApproved({ auto_approve: { enabled: false } }, { valueMinor: 1, reasonIds: [] })).toBe(false);
    expect(isAutoApproved({ auto_approve: { enabled: true } }, { valueMinor: 10 ** 9, reasonIds: [4] })).toBe(true);
  });
});

describe("policy refusal messages", () => {
  it("uses the brand's own text when written, else the portal's for every refusal", () => {
    expect(policyRefusalMessage(policy, "non-returnable")).toBe("Gift cards and food cannot come back.");
    for (const refusal of POLICY_REFUSALS) {
      expect(policyRefusalMessage({ messages: { outside_window: "  " } }, refusal)).toBe(POLICY_REFUSAL_MESSAGE[refusal]);
    }
  });
});
