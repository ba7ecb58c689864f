import { describe, expect, test } from "vitest";
import { percentile } from "./delivery-insights.ts";
import { dayRuns, wholeDaysBetween } from "./insight-days.ts";
import { previousPeriod, weekOf } from "./insight-period.ts";

describe("Insights day arithmetic", () => {
  test("changed days are rebuilt in runs of consecutive days, cut at the longest run", () => {
    expect(dayRuns(["2026-11-03", "2026-11-01", "2026-11-02", "2026-11-05", "2026-11-02"], 31)).toEqual([
      { from: "2026-11-01", to: "2026-11-03" },
      { from: "2026-11-05", to: "2026-11-05" },
    ]);
    expect(dayRuns(["2026-11-01", "2026-11-02", "2026-11-03"], 2)).toEqual([
      { from: "2026-11-01", to: "2026-11-02" },
      { from: "2026-11-03", to: "2026-11-03" },
    ]);
  });

  test("the previous period has the same length and ends the day before, across a month end", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({ from: "2026-10-02", to: "2026-10-31" });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });

  test("weeks start on Monday; transit days are whole days, never negative", () => {
    expect(weekOf("2026-11-22")).toBe("2026-11-16"); // a Sunday
    expect(weekOf("2026-11-16")).toBe("2026-11-16");
    expect(wholeDaysBetween("2026-11-01T10:00:00Z", "2026-11-03T09:59:59Z")).toBe(1);
    expect(wholeDaysBetween("2026-11-03T10:00:00Z", "2026-11-01T10:00:00Z")).toBe(0);
  });

  test("median and 90th percentile of a histogram by nearest rank; none without data", () => {
    const histogram = [
      { days: 2, count: 5 },
      { days: 3, count: 4 },
      { days: 7, count: 1 },
    ];
    expect(percentile(histogram, 0.5)).toBe(2);
    expect(percentile(histogram, 0.9)).toBe(3);
    expect(percentile(histogram, 0.91)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});
