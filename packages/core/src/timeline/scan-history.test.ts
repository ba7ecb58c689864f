import { describe, expect, test } from "vitest";
import { scanHistoryOf } from "./scan-history.ts";

const scan = (code: number, timestamp: string, description = `scan ${code}`) => ({ code, timestamp, description });

describe("scan history", () => {
  const scans = [
    scan(1, "2026-11-18T03:42:00Z"),
    scan(5, "2026-11-20T03:10:00Z", "Reached the hub"),
    scan(5, "2026-11-20T03:10:00Z", "Left the hub"),
    scan(6, "2026-11-20T19:00:00Z"),
    scan(4, "2026-11-19T05:00:00Z"),
    scan(9, "2026-11-21T08:35:00Z"),
    scan(3, "not a time"),
  ];

  test("newest first, grouped by day in the page's zone", () => {
    const ist = scanHistoryOf(scans, "Asia/Kolkata", 10);
    // 19:00 UTC on the 20th is already the 21st in India.
    expect(ist.shown.map((d) => [d.date, d.scans.map((s) => s.code)])).toEqual([
      ["2026-11-21", [9, 6]],
      ["2026-11-20", [5, 5]],
      ["2026-11-19", [4]],
      ["2026-11-18", [1]],
    ]);
    const utc = scanHistoryOf(scans, "UTC", 10);
    expect(utc.shown.map((d) => d.date)).toEqual(["2026-11-21", "2026-11-20", "2026-11-19", "2026-11-18"]);
    expect(utc.shown[1]?.scans.map((s) => s.code)).toEqual([6, 5, 5]);
  });

  test("the newest few are shown, the rest kept for the disclosure, a day continuing there", () => {
    const history = scanHistoryOf(scans, "Asia/Kolkata", 3);
    expect(history.shown.map((d) => d.scans.length)).toEqual([2, 1]);
    expect(history.earlier.map((d) => [d.date, d.scans.length])).toEqual([
      ["2026-11-20", 1],
      ["2026-11-19", 1],
      ["2026-11-18", 1],
    ]);
    expect(history.earlierCount).toBe(3);
  });

  test("no scans, no days", () => {
    expect(scanHistoryOf([], "UTC")).toEqual({ shown: [], earlier: [], earlierCount: 0 });
  });
});
