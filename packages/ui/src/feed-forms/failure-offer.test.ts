import { describe, expect, test } from "vitest";
import { NDR_REASON_CODES } from "@portal/core/ndr";
import { PICKUP_REASON_CODES } from "@portal/core/pickup";
import { failureOfferOf, stageOfferOf } from "./failure-offer.ts";
import { concern, trackingEntry } from "../testing/feed-fixtures.ts";
import { TO_OUT_FOR_DELIVERY } from "../testing/failure-fixtures.ts";

const failed = trackingEntry({ codes: [...TO_OUT_FOR_DELIVERY, 7] });
const pickupFailed = trackingEntry({ codes: [1, 28, 25, 3], reverse: true });
const feed = (code: number | null, existing: ReturnType<typeof concern> | null = null) => ({ new_ndr: code, feed: existing });

describe("delivery: when the failure form is offered", () => {
  test.each([
    [[1, 2, 4, 5], "no-failure"],
    [[...TO_OUT_FOR_DELIVERY], "out-for-delivery"],
    [[...TO_OUT_FOR_DELIVERY, 7, 6], "reattempt"],
    [[...TO_OUT_FOR_DELIVERY, 8], "delivered"],
    [[1, 2, 10], "closed"],
    [[...TO_OUT_FOR_DELIVERY, 7, 6, 9, 11], "closed"],
  ] as const)("scans %j: not offered (%s)", (codes, reason) => {
    expect(stageOfferOf("delivery", trackingEntry({ codes }))).toEqual({ kind: "not-offered", reason });
  });

  test("the latest failure opens it, code 7 or 9", () => {
    expect(stageOfferOf("delivery", failed)).toEqual({ kind: "open" });
    expect(stageOfferOf("delivery", trackingEntry({ codes: [...TO_OUT_FOR_DELIVERY, 9] }))).toEqual({ kind: "open" });
  });

  test("a failure after a new delivery run is open again (later scan wins)", () => {
    expect(stageOfferOf("delivery", trackingEntry({ codes: [...TO_OUT_FOR_DELIVERY, 7, 6, 9] }))).toEqual({ kind: "open" });
  });

  test("not when the brand switched the form off, or it is a pickup", () => {
    expect(stageOfferOf("delivery", trackingEntry({ codes: [...TO_OUT_FOR_DELIVERY, 7], failedDeliveryForm: false }))).toEqual({
      kind: "not-offered",
      reason: "form-off",
    });
    expect(stageOfferOf("delivery", pickupFailed)).toEqual({ kind: "not-offered", reason: "is-pickup" });
  });
});

describe("delivery: which answer", () => {
  test.each(NDR_REASON_CODES.map((code) => [code]))("reason %i", (code) => {
    const offer = failureOfferOf("delivery", failed, feed(code));
    const none = [10, 12, 13].includes(code);
    expect(offer.kind).toBe(none ? "no-answer-needed" : "form");
  });

  test("forms by reason: 2/9/14 deliver or cancel, 1 date, 5 alternate number, 6/8 address, 11 feedback", () => {
    const formOf = (code: number) => {
      const offer = failureOfferOf("delivery", failed, feed(code));
      return offer.kind === "form" ? offer.form : offer.kind;
    };
    expect([1, 2, 5, 6, 7, 8, 9, 11, 14].map(formOf)).toEqual([
      "preferred-date",
      "deliver-or-cancel",
      "alternate-number",
      "address",
      "preferred-date",
      "address",
      "deliver-or-cancel",
      "feedback",
      "deliver-or-cancel",
    ]);
  });

  test("an unlisted code or none at all: being investigated, no form", () => {
    for (const code of [99, null]) {
      const offer = failureOfferOf("delivery", failed, feed(code));
      expect(offer).toMatchObject({ kind: "no-answer-needed", code, reason: { action: "investigating" } });
    }
  });

  test("the concern already raised counts only for the same failure", () => {
    const raised = concern({ issue_id: 2, answer: "accept" });
    expect(failureOfferOf("delivery", failed, feed(2, raised))).toMatchObject({ kind: "form", concern: raised });
    expect(failureOfferOf("delivery", failed, feed(1, raised))).toMatchObject({ kind: "form", concern: null });
  });
});

describe("pickup", () => {
  test.each([
    [[1, 28], "pickup-not-failed"],
    [[1, 28, 25], "pickup-not-failed"],
    [[1, 28, 25, 4], "picked-up"],
    [[1, 28, 25, 4, 5, 8], "picked-up"],
    [[1, 10], "pickup-cancelled"],
  ] as const)("scans %j: not offered (%s)", (codes, reason) => {
    expect(stageOfferOf("pickup", trackingEntry({ codes, reverse: true }))).toEqual({ kind: "not-offered", reason });
  });

  test("a failed pickup (reverse code 3) is open; a delivery is not a pickup", () => {
    expect(stageOfferOf("pickup", pickupFailed)).toEqual({ kind: "open" });
    expect(stageOfferOf("pickup", failed)).toEqual({ kind: "not-offered", reason: "is-delivery" });
  });

  test.each(PICKUP_REASON_CODES.map((code) => [code]))("reason %i follows core's pickup table", (code) => {
    const offer = failureOfferOf("pickup", pickupFailed, feed(code));
    expect(offer.kind).toBe(code === 9 ? "no-answer-needed" : "form");
  });

  test("2: pick up or cancel; 6: a date; other: being investigated", () => {
    expect(failureOfferOf("pickup", pickupFailed, feed(2))).toMatchObject({ kind: "form", form: "pickup-or-cancel" });
    expect(failureOfferOf("pickup", pickupFailed, feed(6))).toMatchObject({ kind: "form", form: "preferred-date" });
    expect(failureOfferOf("pickup", pickupFailed, feed(42))).toMatchObject({ kind: "no-answer-needed", reason: { action: "investigating" } });
  });
});
