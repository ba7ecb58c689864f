import { describe, expect, test } from "vitest";
import {
  FINAL_RETURN_STAGES,
  RETURN_STAGES,
  RETURN_TRANSITIONS,
  canMoveReturn,
  checkReturnMove,
  isReturnStage,
  returnStagePath,
  type ReturnStage,
} from "./return-stage.ts";
import { returnStageOfReverseCode } from "./reverse-scan-stage.ts";

/** The table as the issue states it, written out once more so a change to either is noticed. */
const EXPECTED: Record<ReturnStage, ReturnStage[]> = {
  placed: ["approved", "rejected", "cancelled"],
  approved: ["pickup_scheduled", "label_issued", "received", "cancelled"],
  rejected: [],
  pickup_scheduled: ["picked_up", "pickup_failed", "cancelled"],
  label_issued: ["picked_up", "received", "cancelled"],
  pickup_failed: ["pickup_scheduled", "picked_up", "cancelled"],
  picked_up: ["received"],
  received: ["inspected"],
  inspected: ["refunded", "exchanged"],
  refunded: [],
  exchanged: [],
  cancelled: [],
};

const pairs = RETURN_STAGES.flatMap((from) => RETURN_STAGES.map((to) => [from, to] as const));

describe("every pair of stages", () => {
  test.each(pairs)("%s → %s", (from, to) => {
    const legal = EXPECTED[from].includes(to);
    expect(canMoveReturn(from, to)).toBe(legal);
    const check = checkReturnMove(from, to);
    const shown = check.kind === "illegal" ? { kind: check.kind, namesBoth: check.message.includes(`${from} cannot become ${to}`) } : check;
    expect(shown).toEqual(from === to ? { kind: "same" } : legal ? { kind: "move" } : { kind: "illegal", namesBoth: true });
  });
});

test("the table lists each stage once and names only stages", () => {
  expect(Object.keys(RETURN_TRANSITIONS).sort()).toEqual([...RETURN_STAGES].sort());
  for (const next of Object.values(RETURN_TRANSITIONS)) for (const stage of next) expect(isReturnStage(stage)).toBe(true);
  expect(FINAL_RETURN_STAGES).toEqual(["rejected", "refunded", "exchanged", "cancelled"]);
  expect(isReturnStage("PLACED")).toBe(false);
});

test("a final stage says it is final", () => {
  const check = checkReturnMove("refunded", "cancelled");
  expect(check.kind === "illegal" && check.message).toBe("A return request that is refunded cannot become cancelled: it is final.");
});

test("paths follow legal moves only, shortest first", () => {
  expect(returnStagePath("placed", "placed")).toEqual([]);
  expect(returnStagePath("placed", "refunded")).toEqual(["approved", "received", "inspected", "refunded"]);
  expect(returnStagePath("approved", "picked_up")).toEqual(["pickup_scheduled", "picked_up"]);
  expect(returnStagePath("pickup_scheduled", "received")).toEqual(["picked_up", "received"]);
  expect(returnStagePath("refunded", "placed")).toBeUndefined();
  expect(returnStagePath("received", "approved")).toBeUndefined();
  for (const [from, to] of pairs) {
    const path = returnStagePath(from, to);
    if (path === undefined) continue;
    [from, ...path].slice(0, -1).forEach((stage, i) => expect(canMoveReturn(stage, path[i]!)).toBe(true));
  }
});

test.each([
  [1, "pickup_scheduled"],
  [25, "pickup_scheduled"],
  [3, "pickup_failed"],
  [4, "picked_up"],
  [32, "picked_up"],
  [10, "cancelled"],
  [8, "received"],
  [99, undefined],
] as const)("reverse code %i reports %s", (code, stage) => {
  expect(returnStageOfReverseCode(code)).toBe(stage);
});
