import { describe, expect, test } from "vitest";
import { FORWARD_STAGES, REVERSE_CODES_BY_STAGE, type ForwardStage, type ReverseStage } from "../status/index.ts";
import { MOMENT_OF_FORWARD_STAGE, messageKey, momentToSend, reverseMomentToSend, type Moment } from "./moments.ts";

const none = new Set<Moment>();

describe("a forward shipment's moments, one row per stage", () => {
  const expected: Record<ForwardStage, Moment | undefined> = {
    "order-placed": undefined,
    "ready-to-ship": undefined,
    dispatched: "shipped",
    "in-transit": undefined,
    "out-for-delivery": "out-for-delivery",
    delivered: "delivered",
    cancelled: undefined,
    lost: undefined,
    damaged: undefined,
    expired: undefined,
    "failed-delivery": "failed-delivery",
    "returned-to-origin": undefined,
  };
  test.each(FORWARD_STAGES.map((stage) => [stage, expected[stage]] as const))("%s → %s", (stage, moment) => {
    expect(MOMENT_OF_FORWARD_STAGE[stage]).toBe(moment);
    expect(momentToSend({ before: "order-placed", after: stage }, none)).toBe(stage === "order-placed" ? undefined : moment);
  });
});

describe("collapsing and never twice", () => {
  test("a burst of scans from dispatched to out for delivery sends only out for delivery", () => {
    expect(momentToSend({ before: "order-placed", after: "out-for-delivery" }, none)).toBe("out-for-delivery");
  });
  test("a second identical scan (same stage) sends nothing", () => {
    expect(momentToSend({ before: "out-for-delivery", after: "out-for-delivery" }, new Set(["out-for-delivery"]))).toBeUndefined();
  });
  test("a moment sent once is not sent again for the shipment, even after another stage", () => {
    expect(momentToSend({ before: "in-transit", after: "delivered" }, new Set<Moment>(["delivered"]))).toBeUndefined();
  });
  test("a second failed attempt is news: failed delivery may repeat, with its own key", () => {
    expect(momentToSend({ before: "out-for-delivery", after: "failed-delivery" }, new Set<Moment>(["failed-delivery"]))).toBe("failed-delivery");
    expect(messageKey("s1", "failed-delivery", "email", 2)).not.toBe(messageKey("s1", "failed-delivery", "email", 1));
    expect(messageKey("s1", "delivered", "email", 2)).toBe(messageKey("s1", "delivered", "email", 1));
  });
});

describe("reverse pickups", () => {
  const expected: Record<ReverseStage, Moment | undefined> = {
    requested: undefined,
    "out-for-pickup": undefined,
    failed: "pickup-failed",
    "picked-up": "return-picked-up",
    cancelled: undefined,
    "returned-to-warehouse": undefined,
  };
  test.each(Object.keys(REVERSE_CODES_BY_STAGE) as ReverseStage[])("%s", (stage) => {
    expect(reverseMomentToSend({ before: "requested", after: stage }, none)).toBe(stage === "requested" ? undefined : expected[stage]);
  });
});
