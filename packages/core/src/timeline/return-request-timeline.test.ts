import { describe, expect, test } from "vitest";
import { testMessageTexts } from "../testing/index.ts";
import { RETURN_REQUEST_LABEL, buildReturnRequestTimeline, type ReturnStepKey } from "./return-request-timeline.ts";

describe("return request labels (product rules §4)", () => {
  testMessageTexts(RETURN_REQUEST_LABEL, {
    "request-placed": "Request placed",
    confirmed: "Confirmed",
    "request-accepted": "Request accepted",
    "request-cancelled": "Request cancelled",
    "request-rejected": "Request rejected",
    "pickup-failed": "Pickup failed",
    approved: "Approved",
    "reached-warehouse": "Reached warehouse",
  });
});

describe("return request timeline", () => {
  test.each<[string, string, number | null, ReturnStepKey[], ReturnStepKey]>([
    ["placed, no pickup yet", "PLACED", null, ["placed", "accepted", "picked-up", "reached-warehouse"], "placed"],
    ["pickup requested (1)", "PLACED", 1, ["placed", "accepted", "picked-up", "reached-warehouse"], "accepted"],
    ["pickup requested (28)", "PLACED", 28, ["placed", "accepted", "picked-up", "reached-warehouse"], "accepted"],
    ["out for pickup (25)", "PLACED", 25, ["placed", "accepted", "picked-up", "reached-warehouse"], "accepted"],
    ["picked up (4)", "PLACED", 4, ["placed", "accepted", "picked-up", "reached-warehouse"], "picked-up"],
    ["picked up (31)", "PLACED", 31, ["placed", "accepted", "picked-up", "reached-warehouse"], "picked-up"],
    ["reached warehouse (8)", "PLACED", 8, ["placed", "accepted", "picked-up", "reached-warehouse"], "reached-warehouse"],
    ["pickup failed (3)", "PLACED", 3, ["placed", "accepted", "pickup-failed", "picked-up", "reached-warehouse"], "pickup-failed"],
    ["approved, no pickup yet", "APPROVED", null, ["placed", "approved", "accepted", "picked-up", "reached-warehouse"], "approved"],
    ["approved and picked up", "approved", 5, ["placed", "approved", "accepted", "picked-up", "reached-warehouse"], "picked-up"],
    ["rejected", "REJECTED", null, ["placed", "rejected"], "rejected"],
    ["rejected after a pickup code", "Rejected", 4, ["placed", "rejected"], "rejected"],
    ["cancelled code 10", "APPROVED", 10, ["placed", "cancelled"], "cancelled"],
    ["cancelled code 23", "PLACED", 23, ["placed", "cancelled"], "cancelled"],
  ])("%s", (_name, status, code, expectedKeys, current) => {
    const timeline = buildReturnRequestTimeline({ status, statusCode: code });
    expect(timeline.steps.map((s) => s.key)).toEqual(expectedKeys);
    expect(timeline.steps[timeline.currentIndex]?.key).toBe(current);
  });

  test("the second step reads request accepted, or confirmed for self-ship", () => {
    expect(buildReturnRequestTimeline({ status: "PLACED" }).steps[1]?.label.message).toBe("Request accepted");
    expect(buildReturnRequestTimeline({ status: "PLACED", selfShipped: true }).steps[1]?.label.message).toBe("Confirmed");
  });

  test("a cancelled request is a failure at 100 %", () => {
    const timeline = buildReturnRequestTimeline({ status: "PLACED", statusCode: 10 });
    expect(timeline.tone).toBe("failure");
    expect(timeline.progress).toBe(100);
    expect(timeline.steps.map((s) => s.label.message)).toEqual(["Request placed", "Request cancelled"]);
  });

  test("a rejected request reads as rejected, not cancelled", () => {
    const timeline = buildReturnRequestTimeline({ status: "REJECTED" });
    expect(timeline.tone).toBe("failure");
    expect(timeline.steps.map((s) => s.label.message)).toEqual(["Request placed", "Request rejected"]);
  });

  test("reaching the warehouse is a success", () => {
    const timeline = buildReturnRequestTimeline({ status: "APPROVED", statusCode: 8 });
    expect(timeline.tone).toBe("success");
    expect(timeline.progress).toBe(100);
    expect(timeline.steps.map((s) => s.state)).toEqual(["complete", "complete", "complete", "complete", "current"]);
  });
});

describe("return request timeline dates", () => {
  test("placed and approved steps carry their times; a bad or missing time shows none", () => {
    const timeline = buildReturnRequestTimeline({
      status: "APPROVED",
      statusCode: 4,
      placedAt: "2026-11-20T10:00:00.000Z",
      approvedAt: "2026-11-20T12:00:00.000Z",
    });
    expect(timeline.steps[0]?.at?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(timeline.steps[1]?.at?.toISOString()).toBe("2026-11-20T12:00:00.000Z");
    expect(buildReturnRequestTimeline({ status: "PLACED", placedAt: "not a date" }).steps[0]?.at).toBeNull();
    expect(buildReturnRequestTimeline({ status: "REJECTED", placedAt: "2026-11-20T10:00:00.000Z" }).steps[0]?.at).not.toBeNull();
  });
});
