import { describe, expect, test } from "vitest";
import { initialLookupState, trackingLookupReducer } from "./tracking-lookup-state.ts";

const error = { kind: "error", message: "offline" } as const;
const notFound = { kind: "not-found" } as const;

describe("tracking lookup state", () => {
  test("the server's answer shows at once; without one the page loads", () => {
    expect(initialLookupState(notFound)).toEqual({ phase: "shown", outcome: notFound, attempts: 0 });
    expect(initialLookupState(undefined)).toEqual({ phase: "loading", attempts: 0 });
  });

  test("only a failure is retried, and a retry in progress is not doubled", () => {
    const failed = initialLookupState(error);
    const retrying = trackingLookupReducer(failed, { type: "fetch" });
    expect(retrying.phase).toBe("retrying");
    expect(trackingLookupReducer(retrying, { type: "fetch" })).toBe(retrying);
    const shown = initialLookupState(notFound);
    expect(trackingLookupReducer(shown, { type: "fetch" })).toBe(shown);
  });

  test("each answer counts as an attempt", () => {
    const again = trackingLookupReducer(trackingLookupReducer(initialLookupState(error), { type: "fetch" }), { type: "settle", outcome: error });
    expect(again).toEqual({ phase: "shown", outcome: error, attempts: 1 });
  });
});
