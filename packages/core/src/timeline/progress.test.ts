import { describe, expect, test } from "vitest";
import { PROGRESS_BY_STEP_COUNT, progressOfStep } from "./progress.ts";

describe("progress spread for 2 to 7 steps (product rules §4)", () => {
  test.each<[number, number[]]>([
    [2, [0, 100]],
    [3, [0, 50, 100]],
    [4, [0, 33, 67, 100]],
    [5, [0, 25, 50, 75, 100]],
    [6, [0, 20, 40, 60, 80, 100]],
    [7, [0, 17, 33, 50, 67, 83, 100]],
  ])("%i steps sit at %j", (count, positions) => {
    expect(positions.map((_, i) => progressOfStep(i, count))).toEqual(positions);
    expect(Object.keys(PROGRESS_BY_STEP_COUNT)).toContain(String(count));
  });

  test("outside the table the same spread applies", () => {
    expect(progressOfStep(0, 1)).toBe(100);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => progressOfStep(i, 8))).toEqual([0, 14, 29, 43, 57, 71, 86, 100]);
    expect(progressOfStep(9, 3)).toBe(100);
  });
});
