import { expect, test } from "vitest";
import { buildReturnStageTimeline } from "./return-stage-timeline.ts";

const history = [
  { stage: "placed", at: "2026-11-20T10:00:00Z" },
  { stage: "approved", at: "2026-11-20T11:00:00Z" },
  { stage: "pickup_scheduled", at: "2026-11-20T12:00:00Z" },
];

test("a pickup return walks placed → refunded; steps reached carry their dates", () => {
  const timeline = buildReturnStageTimeline({ stage: "pickup_scheduled", history, kind: "return", selfShipped: false });
  expect(timeline.steps.map((s) => s.key)).toEqual(["placed", "approved", "pickup_scheduled", "picked_up", "received", "inspected", "refunded"]);
  expect(timeline.currentIndex).toBe(2);
  expect(timeline.steps[1]).toMatchObject({ state: "complete", at: new Date("2026-11-20T11:00:00Z") });
  expect(timeline.steps[3]).toMatchObject({ state: "upcoming", at: null });
});

test("a self-shipped exchange ends exchanged and has no pickup steps", () => {
  const timeline = buildReturnStageTimeline({ stage: "exchanged", history, kind: "exchange", selfShipped: true });
  expect(timeline.steps.map((s) => s.key)).toEqual(["placed", "approved", "received", "inspected", "exchanged"]);
  expect(timeline.tone).toBe("success");
});

test("rejected and cancelled show what was reached, then the end, in the failure tone", () => {
  expect(buildReturnStageTimeline({ stage: "rejected", history: history.slice(0, 1), kind: "return", selfShipped: false }).steps.map((s) => s.key)).toEqual([
    "placed",
    "rejected",
  ]);
  const cancelled = buildReturnStageTimeline({ stage: "cancelled", history, kind: "return", selfShipped: false });
  expect(cancelled.steps.map((s) => s.key)).toEqual(["placed", "approved", "pickup_scheduled", "cancelled"]);
  expect(cancelled).toMatchObject({ tone: "failure", currentIndex: 3 });
});

test("a failed pickup stands beside the pickup it failed", () => {
  const failed = buildReturnStageTimeline({ stage: "pickup_failed", history, kind: "return", selfShipped: false });
  expect(failed.steps.map((s) => s.key).slice(2, 4)).toEqual(["pickup_scheduled", "pickup_failed"]);
  expect(failed.steps[3]?.state).toBe("current");
});
