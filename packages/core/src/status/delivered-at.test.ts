import { describe, expect, test } from "vitest";
import { deliveredAt, lastScanOf } from "./delivered-at.ts";

describe("delivered at", () => {
  const scans = [
    { code: 8, timestamp: "2024-05-01T10:00:00Z" },
    { code: 32, timestamp: "2024-05-02T10:00:00Z" },
    { code: 6, timestamp: "2024-05-03T10:00:00Z" },
    { code: 8, timestamp: "not a date" },
  ];
  test("the newest delivered scan (codes 8 and 32)", () => {
    expect(deliveredAt(scans)).toEqual(new Date("2024-05-02T10:00:00Z"));
  });
  test("null when never delivered", () => {
    expect(deliveredAt([{ code: 5, timestamp: "2024-05-01T10:00:00Z" }])).toBeNull();
    expect(deliveredAt([{ code: 8, timestamp: "garbage" }])).toBeNull();
  });
  test("any set of stages", () => {
    expect(lastScanOf(["out-for-delivery", "delivered"], scans)).toEqual(new Date("2024-05-03T10:00:00Z"));
  });
});
