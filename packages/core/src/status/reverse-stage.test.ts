import { describe, expect, test } from "vitest";
import {
  REVERSE_CODES_BY_STAGE,
  REVERSE_STAGE_LABEL,
  REVERSE_STAGE_TONE,
  isReverseActionFormShown,
  reverseStageOfCode,
  type ReverseStage,
} from "./reverse-stage.ts";
import type { StatusTone } from "./status-tone.ts";

// Spec section 4, "Reverse pickup codes", one row per code.
const SPEC_ROWS: Array<[number, ReverseStage]> = [
  [1, "requested"],
  [2, "requested"],
  [28, "requested"],
  [25, "out-for-pickup"],
  [3, "failed"],
  [4, "picked-up"],
  [5, "picked-up"],
  [6, "picked-up"],
  [7, "picked-up"],
  [9, "picked-up"],
  [18, "picked-up"],
  [19, "picked-up"],
  [20, "picked-up"],
  [30, "picked-up"],
  [31, "picked-up"],
  [32, "picked-up"],
  [10, "cancelled"],
  [8, "returned-to-warehouse"],
];

describe("reverse pickup codes (spec section 4)", () => {
  test.each(SPEC_ROWS)("code %i is %s", (code, stage) => {
    expect(reverseStageOfCode(code)).toBe(stage);
  });

  test("the table holds exactly the spec's codes, each once", () => {
    const all = Object.values(REVERSE_CODES_BY_STAGE).flat();
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(SPEC_ROWS.map(([c]) => c).sort((a, b) => a - b));
  });

  test.each([0, 11, 16, 17, 21, 23, 26, 27, 29, 33, 1001])("code %i has no reverse stage", (code) => {
    expect(reverseStageOfCode(code)).toBeUndefined();
  });

  test.each<[ReverseStage, string, StatusTone]>([
    ["requested", "Pickup requested", "neutral"],
    ["out-for-pickup", "Out for pickup", "progress"],
    ["failed", "Pickup failed", "failure"],
    ["picked-up", "Picked up", "progress"],
    ["cancelled", "Pickup cancelled", "failure"],
    ["returned-to-warehouse", "Reached warehouse", "success"],
  ])("%s reads %j with tone %s", (stage, text, tone) => {
    expect(REVERSE_STAGE_LABEL[stage].message).toBe(text);
    expect(REVERSE_STAGE_TONE[stage]).toBe(tone);
  });

  test("the take-action form shows only for a failed pickup (code 3)", () => {
    expect(isReverseActionFormShown(3)).toBe(true);
    for (const [code] of SPEC_ROWS.filter(([c]) => c !== 3)) expect(isReverseActionFormShown(code)).toBe(false);
    expect(isReverseActionFormShown(999)).toBe(false);
  });
});
