import * as v from "valibot";
import { describe, expect, test } from "vitest";
import { CustomerFeedSchema, type CustomerFeed } from "../api/tracking-feed.ts";
import { NDR_REASON_CODES } from "../ndr/ndr-reasons.ts";
import { PICKUP_REASON_CODES } from "../pickup/pickup-reasons.ts";
import type { StatusEvent } from "../status/status-event.ts";
import { failureOfferOf, openFailureCodeOf, stageOfferOf, type FailureOfferSource, type NotOfferedReason } from "./failure-offer.ts";
import { FEED_DIRECTIONS, feedDirectionOf, failureReasonFor } from "./feed-direction.ts";
import type { FeedFormKind } from "./feed-form-kind.ts";

const HOUR = 3_600_000;
const NEWEST_AT = Date.UTC(2026, 4, 5, 5, 30);

/** A shipment whose scans are an hour apart, oldest first; the newest is the latest status. */
function shipment(codes: readonly number[], { reverse = false, failedDeliveryForm = true } = {}): FailureOfferSource {
  const scans: StatusEvent[] = codes.map((code, i) => ({ code, timestamp: new Date(NEWEST_AT - (codes.length - 1 - i) * HOUR).toISOString() }));
  const latest = scans.at(-1);
  if (!latest) throw new Error("a shipment needs at least one scan");
  return {
    latest_status: latest,
    scans,
    config: { is_rvp: reverse, enable_failed_delivery: failedDeliveryForm, form_status_codes: reverse ? [3] : [7, 9] },
  };
}

/** A concern the shopper raised about a failure, as the API reads it back (every other answer empty). */
const concern = (input: v.InferInput<typeof CustomerFeedSchema>): CustomerFeed => v.parse(CustomerFeedSchema, input);

/** The happy path to a failure: placed, manifested, dispatched, in transit, out for delivery. */
const TO_OUT_FOR_DELIVERY = [1, 2, 4, 5, 6] as const;

const failed = shipment([...TO_OUT_FOR_DELIVERY, 7]);
const pickupFailed = shipment([1, 28, 25, 3], { reverse: true });
const feed = (code: number | null, existing: CustomerFeed | null = null) => ({ new_ndr: code, feed: existing });

describe("delivery: when the failure form is offered", () => {
  test.each([
    [[1, 2, 4, 5], "no-failure"],
    [[...TO_OUT_FOR_DELIVERY], "out-for-delivery"],
    [[...TO_OUT_FOR_DELIVERY, 7, 6], "reattempt"],
    [[...TO_OUT_FOR_DELIVERY, 8], "delivered"],
    [[1, 2, 10], "closed"],
    [[...TO_OUT_FOR_DELIVERY, 7, 6, 9, 11], "closed"],
  ] as const)("scans %j: not offered (%s)", (codes, reason) => {
    expect(stageOfferOf("delivery", shipment(codes))).toEqual({ kind: "not-offered", reason });
  });

  test("the latest failure opens it, code 7 or 9", () => {
    expect(stageOfferOf("delivery", failed)).toEqual({ kind: "open" });
    expect(stageOfferOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 9]))).toEqual({ kind: "open" });
  });

  test("a failure after a new delivery run is open again (later scan wins)", () => {
    expect(stageOfferOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 7, 6, 9]))).toEqual({ kind: "open" });
  });

  test("not when the brand switched the form off, or it is a pickup", () => {
    expect(stageOfferOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 7], { failedDeliveryForm: false }))).toEqual({
      kind: "not-offered",
      reason: "form-off",
    });
    expect(stageOfferOf("delivery", pickupFailed)).toEqual({ kind: "not-offered", reason: "is-pickup" });
  });

  test("only on the failure codes the brand lists, when it lists some", () => {
    const only9 = (codes: readonly number[]) => {
      const source = shipment(codes);
      return { ...source, config: { ...source.config, form_status_codes: [9] } };
    };
    expect(stageOfferOf("delivery", only9([...TO_OUT_FOR_DELIVERY, 7]))).toEqual({ kind: "not-offered", reason: "form-off" });
    expect(stageOfferOf("delivery", only9([...TO_OUT_FOR_DELIVERY, 9]))).toEqual({ kind: "open" });
  });

  test("brand settings left out mean on (the server's reading)", () => {
    const source = shipment([...TO_OUT_FOR_DELIVERY, 7]);
    expect(stageOfferOf("delivery", { ...source, config: { is_rvp: false } })).toEqual({ kind: "open" });
  });
});

// product rules §4, "Forward status codes to stages": every code, after a delivery run where
// the stage can follow one, as the latest scan.
describe("delivery: every forward status code of the product rules", () => {
  const rows: ReadonlyArray<readonly [number, NotOfferedReason | "open"]> = [
    ...[1, 2, 3, 28, 25].map((code) => [code, "no-failure"] as const),
    [1001, "no-failure"],
    [4, "no-failure"],
    ...[5, 18, 19, 20].map((code) => [code, "no-failure"] as const),
    [6, "out-for-delivery"],
    ...[8, 32].map((code) => [code, "delivered"] as const),
    [10, "closed"],
    [16, "closed"],
    [17, "closed"],
    [23, "closed"],
    ...[7, 9].map((code) => [code, "open"] as const),
    ...[11, 12, 13, 14, 15, 21, 26, 27].map((code) => [code, "closed"] as const),
  ];
  test.each(rows)("latest code %i: %s", (code, expected) => {
    const offer = stageOfferOf("delivery", shipment([1, code]));
    expect(offer).toEqual(expected === "open" ? { kind: "open" } : { kind: "not-offered", reason: expected });
  });

  test("an unknown latest code reads as the newest known scan's stage", () => {
    expect(stageOfferOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 7, 999]))).toEqual({ kind: "open" });
    expect(stageOfferOf("delivery", shipment([999]))).toEqual({ kind: "not-offered", reason: "no-failure" });
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

  // product rules §4, "Failed-delivery (NDR) reason codes 1-14": each row's answer.
  test.each<[number, FeedFormKind]>([
    [1, "preferred-date"],
    [2, "deliver-or-cancel"],
    [9, "deliver-or-cancel"],
    [14, "deliver-or-cancel"],
    [3, "preferred-date"],
    [4, "preferred-date"],
    [5, "alternate-number"],
    [6, "address"],
    [8, "address"],
    [7, "preferred-date"],
    [10, "none"],
    [11, "feedback"],
    [12, "none"],
    [13, "none"],
    [15, "none"],
  ])("NDR row %i: %s", (code, form) => {
    const offer = failureOfferOf("delivery", failed, feed(code));
    expect(offer).toMatchObject(form === "none" ? { kind: "no-answer-needed", code } : { kind: "form", code, form, concern: null });
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

  test("not offered: the stage's reason, whatever the feed says", () => {
    expect(failureOfferOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 8]), feed(2))).toEqual({ kind: "not-offered", reason: "delivered" });
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
    expect(stageOfferOf("pickup", shipment(codes, { reverse: true }))).toEqual({ kind: "not-offered", reason });
  });

  test("a failed pickup (reverse code 3) is open; a delivery is not a pickup", () => {
    expect(stageOfferOf("pickup", pickupFailed)).toEqual({ kind: "open" });
    expect(stageOfferOf("pickup", failed)).toEqual({ kind: "not-offered", reason: "is-delivery" });
  });

  // product rules §4, "Reverse pickup codes": every code as the latest scan; unknown codes count as requested.
  test.each<[number, NotOfferedReason | "open"]>([
    ...[1, 2, 28].map((code) => [code, "pickup-not-failed"] as [number, NotOfferedReason]),
    [25, "pickup-not-failed"],
    [3, "open"],
    ...[4, 5, 6, 7, 9, 18, 19, 20, 30, 31, 32].map((code) => [code, "picked-up"] as [number, NotOfferedReason]),
    [10, "pickup-cancelled"],
    [8, "picked-up"],
    [999, "pickup-not-failed"],
  ])("latest reverse code %i: %s", (code, expected) => {
    const offer = stageOfferOf("pickup", shipment([1, code], { reverse: true }));
    expect(offer).toEqual(expected === "open" ? { kind: "open" } : { kind: "not-offered", reason: expected });
  });

  test.each(PICKUP_REASON_CODES.map((code) => [code]))("reason %i follows core's pickup table", (code) => {
    const offer = failureOfferOf("pickup", pickupFailed, feed(code));
    expect(offer.kind).toBe(code === 9 ? "no-answer-needed" : "form");
  });

  // product rules §4, "Failed-pickup codes 1-11": each row's answer.
  test.each<[number, FeedFormKind]>([
    [1, "preferred-date"],
    [2, "pickup-or-cancel"],
    [3, "feedback"],
    [4, "feedback"],
    [5, "feedback"],
    [6, "preferred-date"],
    [7, "address"],
    [8, "preferred-date"],
    [9, "none"],
    [10, "pickup-or-cancel"],
    [11, "preferred-date"],
    [12, "none"],
  ])("pickup row %i: %s", (code, form) => {
    const offer = failureOfferOf("pickup", pickupFailed, feed(code));
    expect(offer).toMatchObject(form === "none" ? { kind: "no-answer-needed", code } : { kind: "form", code, form });
  });

  test("2: pick up or cancel; 6: a date; other: being investigated", () => {
    expect(failureOfferOf("pickup", pickupFailed, feed(2))).toMatchObject({ kind: "form", form: "pickup-or-cancel" });
    expect(failureOfferOf("pickup", pickupFailed, feed(6))).toMatchObject({ kind: "form", form: "preferred-date" });
    expect(failureOfferOf("pickup", pickupFailed, feed(42))).toMatchObject({ kind: "no-answer-needed", reason: { action: "investigating" } });
  });
});

describe("the open failure's code (the feed's new_ndr)", () => {
  test("the shipment's reason code while its failure of that direction is open", () => {
    expect(openFailureCodeOf("delivery", failed, 5)).toBe(5);
    expect(openFailureCodeOf("pickup", pickupFailed, 2)).toBe(2);
    expect(openFailureCodeOf("delivery", failed, null)).toBeNull();
  });

  test("null once the failure is cleared or closed, or in the other direction", () => {
    expect(openFailureCodeOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 7, 6]), 5)).toBeNull();
    expect(openFailureCodeOf("delivery", shipment([...TO_OUT_FOR_DELIVERY, 8]), 5)).toBeNull();
    expect(openFailureCodeOf("pickup", failed, 5)).toBeNull();
    expect(openFailureCodeOf("delivery", pickupFailed, 2)).toBeNull();
  });
});

describe("directions", () => {
  test("a reverse pickup's failures are pickups", () => {
    expect(FEED_DIRECTIONS.map((direction) => feedDirectionOf(direction === "pickup"))).toEqual(["delivery", "pickup"]);
  });

  test("no code reads like an unlisted one: being investigated", () => {
    for (const direction of FEED_DIRECTIONS) {
      expect(failureReasonFor(direction, null)).toBe(failureReasonFor(direction, 999));
      expect(failureReasonFor(direction, undefined).action).toBe("investigating");
    }
  });
});
