import { describe, expect, test } from "vitest";
import { testMessageTexts, testStageCodes, testTableValues } from "../testing/index.ts";
import { REVERSE_CODES_BY_STAGE, isReverseActionFormShown, reverseStageOfCode, type ReverseStage } from "./reverse-stage.ts";
import { REVERSE_STAGE_LABEL, REVERSE_STAGE_TONE } from "./reverse-stage-display.ts";

// product rules §4, "Reverse pickup codes", one row per code.
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

describe("reverse pickup codes (product rules §4)", () => {
  testStageCodes(SPEC_ROWS, REVERSE_CODES_BY_STAGE, reverseStageOfCode, [0, 11, 16, 17, 21, 23, 26, 27, 29, 33, 1001]);

  testMessageTexts(REVERSE_STAGE_LABEL, {
    requested: "Pickup requested",
    "out-for-pickup": "Out for pickup",
    failed: "Pickup failed",
    "picked-up": "Picked up",
    cancelled: "Pickup cancelled",
    "returned-to-warehouse": "Reached warehouse",
  });
  testTableValues(REVERSE_STAGE_TONE, [
    ["neutral", ["requested"]],
    ["progress", ["out-for-pickup", "picked-up"]],
    ["failure", ["failed", "cancelled"]],
    ["success", ["returned-to-warehouse"]],
  ]);

  test("the take-action form shows only for a failed pickup (code 3)", () => {
    expect(isReverseActionFormShown(3)).toBe(true);
    for (const [code] of SPEC_ROWS.filter(([c]) => c !== 3)) expect(isReverseActionFormShown(code)).toBe(false);
    expect(isReverseActionFormShown(999)).toBe(false);
  });
});
