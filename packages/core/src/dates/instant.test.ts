import { describe, expect, test } from "vitest";
import { isWithinDays, toEpochMs } from "./instant.ts";

describe("instants", () => {
  test("reads ISO text and dates", () => {
    expect(toEpochMs("2024-05-01T00:00:00Z")).toBe(Date.UTC(2024, 4, 1));
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs("not a date")).toBeNaN();
  });

  const now = new Date("2024-05-10T12:00:00Z");
  test.each([
    ["2024-05-10T12:00:00Z", 3, true],
    ["2024-05-07T12:00:00Z", 3, true],
    ["2024-05-07T11:59:59Z", 3, false],
    ["2024-05-10T12:00:01Z", 3, false],
    ["2024-05-04T12:00:00Z", 6, true],
    ["2024-05-04T11:59:00Z", 6, false],
    ["garbage", 6, false],
  ])("%s is within %i days of now: %s", (since, days, expected) => {
    expect(isWithinDays(since, now, days)).toBe(expected);
  });
});
