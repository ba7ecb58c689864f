import { describe, expect, test } from "vitest";
import { MAX_PUSH_ATTEMPTS, nextPushAt, retryDelaySeconds } from "./ndr-retry-schedule.ts";

describe("the NDR push retry schedule", () => {
  test("waits double each time from 30 s, at most an hour, and gives up after the 8th attempt", () => {
    const waits = Array.from({ length: MAX_PUSH_ATTEMPTS }, (_, i) => retryDelaySeconds(i + 1));
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, undefined]);
    expect(retryDelaySeconds(20)).toBeUndefined();
  });

  test("jitters by at most ±10%", () => {
    const at = new Date("2026-11-21T12:00:00.000Z");
    const wait = (random: number) => (nextPushAt(3, at, () => random)!.getTime() - at.getTime()) / 1000;
    expect([wait(0), wait(0.5), wait(0.999_999)]).toEqual([108, 120, 132]);
    expect(nextPushAt(MAX_PUSH_ATTEMPTS, at)).toBeUndefined();
  });
});
