import { describe, expect, test } from "vitest";
import type { ReverseStage } from "../status/reverse-stage.ts";
import { buildReversePickupTimeline } from "./reverse-pickup-timeline.ts";

describe("reverse pickup timeline", () => {
  test.each<[number, ReverseStage[], ReverseStage, number, boolean]>([
    [1, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "requested", 0, false],
    [28, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "requested", 0, false],
    [25, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "out-for-pickup", 33, false],
    [4, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "picked-up", 67, false],
    [32, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "picked-up", 67, false],
    [8, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "returned-to-warehouse", 100, false],
    [3, ["requested", "out-for-pickup", "failed", "picked-up", "returned-to-warehouse"], "failed", 50, true],
    [10, ["requested", "cancelled"], "cancelled", 100, false],
    [999, ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"], "requested", 0, false],
  ])("code %i -> %j at %s (%i %%), action form %s", (code, keys, current, progress, form) => {
    const timeline = buildReversePickupTimeline(code);
    expect(timeline.steps.map((s) => s.key)).toEqual(keys);
    expect(timeline.steps[timeline.currentIndex]?.key).toBe(current);
    expect(timeline.progress).toBe(progress);
    expect(timeline.showActionForm).toBe(form);
  });
});

describe("reverse pickup timeline dates (issue 33 item 15)", () => {
  test("each step reached carries the time its first scan was made; steps not reached have none", () => {
    const scans = [
      { code: 3, timestamp: "2026-11-21T11:00:00Z" },
      { code: 1, timestamp: "2026-11-20T09:00:00Z" },
      { code: 25, timestamp: "2026-11-21T08:00:00Z" },
      { code: 25, timestamp: "2026-11-22T08:00:00Z" },
    ];
    const timeline = buildReversePickupTimeline(3, scans);
    expect(timeline.steps.map((s) => [s.key, s.at?.toISOString() ?? null])).toEqual([
      ["requested", "2026-11-20T09:00:00.000Z"],
      ["out-for-pickup", "2026-11-21T08:00:00.000Z"],
      ["failed", "2026-11-21T11:00:00.000Z"],
      ["picked-up", null],
      ["returned-to-warehouse", null],
    ]);
  });
});
