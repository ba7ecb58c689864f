import { describe, expect, test } from "vitest";
import { testStageCodes } from "../testing/index.ts";
import { FORWARD_CODES_BY_STAGE, FORWARD_STAGES, forwardStageOfCode, isForwardStage, isTerminalForwardStage, type ForwardStage } from "./forward-stage.ts";

// product rules §4, "Forward status codes to stages", one row per code.
const SPEC_ROWS: Array<[number, ForwardStage]> = [
  [1, "order-placed"],
  [2, "order-placed"],
  [3, "order-placed"],
  [28, "order-placed"],
  [25, "order-placed"],
  [1001, "ready-to-ship"],
  [4, "dispatched"],
  [5, "in-transit"],
  [18, "in-transit"],
  [19, "in-transit"],
  [20, "in-transit"],
  [6, "out-for-delivery"],
  [8, "delivered"],
  [32, "delivered"],
  [10, "cancelled"],
  [16, "lost"],
  [17, "damaged"],
  [23, "expired"],
  [7, "failed-delivery"],
  [9, "failed-delivery"],
  [11, "returned-to-origin"],
  [12, "returned-to-origin"],
  [13, "returned-to-origin"],
  [14, "returned-to-origin"],
  [15, "returned-to-origin"],
  [21, "returned-to-origin"],
  [26, "returned-to-origin"],
  [27, "returned-to-origin"],
];

describe("forward status codes (product rules §4)", () => {
  testStageCodes(SPEC_ROWS, FORWARD_CODES_BY_STAGE, forwardStageOfCode, [0, 22, 24, 29, 30, 31, 33, 100, 1000, -1, 1.5]);

  test("every stage is listed", () => {
    expect(FORWARD_STAGES).toEqual([
      "order-placed",
      "ready-to-ship",
      "dispatched",
      "in-transit",
      "out-for-delivery",
      "delivered",
      "cancelled",
      "lost",
      "damaged",
      "expired",
      "failed-delivery",
      "returned-to-origin",
    ]);
    expect(isForwardStage("delivered")).toBe(true);
    expect(isForwardStage("shipped")).toBe(false);
  });

  test.each<ForwardStage>(["order-placed", "ready-to-ship", "dispatched", "in-transit", "out-for-delivery", "failed-delivery"])("%s is not terminal", (stage) =>
    expect(isTerminalForwardStage(stage)).toBe(false),
  );
  test.each<ForwardStage>(["delivered", "cancelled", "lost", "damaged", "expired", "returned-to-origin"])("%s is terminal", (stage) =>
    expect(isTerminalForwardStage(stage)).toBe(true),
  );
});
