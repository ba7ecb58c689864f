import { describe, expect, test } from "vitest";
import {
  INITIAL_SHIPPING_LABEL_STATE,
  LABEL_POLL_DELAYS_MS,
  nextLabelPollDelay,
  shippingLabelReducer,
  type ShippingLabelEvent,
  type ShippingLabelState,
} from "./shipping-label-state.ts";

const run = (...events: ShippingLabelEvent[]): ShippingLabelState => events.reduce(shippingLabelReducer, INITIAL_SHIPPING_LABEL_STATE);

describe("shipping label state", () => {
  test("request, pending, poll, ready", () => {
    const requested = run({ type: "request", at: 1 });
    expect(requested).toMatchObject({ phase: "requesting", inFlight: true, startedAt: 1 });
    const pending = shippingLabelReducer(requested, { type: "answer", check: { status: "pending" } });
    expect(pending).toMatchObject({ phase: "preparing", inFlight: false });
    const polling = shippingLabelReducer(pending, { type: "poll" });
    expect(polling).toMatchObject({ phase: "preparing", inFlight: true, polls: 1 });
    const ready = shippingLabelReducer(polling, { type: "answer", check: { status: "ready", url: "/label.pdf" } });
    expect(ready).toMatchObject({ phase: "ready", url: "/label.pdf", inFlight: false });
  });

  test("never two requests at once", () => {
    const requested = run({ type: "request", at: 1 });
    expect(shippingLabelReducer(requested, { type: "request", at: 2 })).toBe(requested);
    expect(shippingLabelReducer(requested, { type: "poll" })).toBe(requested);
    const polling = run({ type: "request", at: 1 }, { type: "answer", check: { status: "pending" } }, { type: "poll" });
    expect(shippingLabelReducer(polling, { type: "poll" })).toBe(polling);
    expect(shippingLabelReducer(polling, { type: "request", at: 3 })).toBe(polling);
  });

  test("an answer nobody waits for is ignored", () => {
    expect(shippingLabelReducer(INITIAL_SHIPPING_LABEL_STATE, { type: "answer", check: { status: "ready", url: "/x" } })).toBe(INITIAL_SHIPPING_LABEL_STATE);
  });

  test("a failure or giving up can be retried", () => {
    const failed = run({ type: "request", at: 1 }, { type: "answer", check: { status: "failed" } });
    expect(failed).toMatchObject({ phase: "failed", failure: "error" });
    expect(shippingLabelReducer(failed, { type: "request", at: 5 })).toMatchObject({ phase: "requesting", failure: null, startedAt: 5 });
    const gaveUp = run({ type: "request", at: 1 }, { type: "answer", check: { status: "pending" } }, { type: "give-up" });
    expect(gaveUp).toMatchObject({ phase: "failed", failure: "timeout" });
  });

  test("polls back off, and follow the server's hint when it gives one", () => {
    expect([0, 1, 2, 3, 4, 9].map((polls) => nextLabelPollDelay({ polls, retryAfterMs: null }))).toEqual([
      ...LABEL_POLL_DELAYS_MS,
      LABEL_POLL_DELAYS_MS.at(-1),
    ]);
    expect(nextLabelPollDelay({ polls: 0, retryAfterMs: 7_000 })).toBe(7_000);
    expect(nextLabelPollDelay({ polls: 0, retryAfterMs: 0 })).toBe(1_000);
  });
});
