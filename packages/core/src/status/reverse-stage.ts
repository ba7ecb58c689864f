import { stageCodeTable } from "./stage-codes.ts";

/** Reverse pickup stages and their codes (product rules §4, "Reverse pickup codes"). */
export const REVERSE_CODES_BY_STAGE = {
  requested: [1, 2, 28],
  "out-for-pickup": [25],
  failed: [3],
  "picked-up": [4, 5, 6, 7, 9, 18, 19, 20, 30, 31, 32],
  cancelled: [10],
  "returned-to-warehouse": [8],
} as const satisfies Record<string, readonly number[]>;

export type ReverseStage = keyof typeof REVERSE_CODES_BY_STAGE;
export type ReverseStatusCode = (typeof REVERSE_CODES_BY_STAGE)[ReverseStage][number];

/** The reverse stages in order, and the stage of a reverse pickup code (undefined when unlisted). */
export const { stages: REVERSE_STAGES, stageOf: reverseStageOfCode } = stageCodeTable(REVERSE_CODES_BY_STAGE);

/** The reverse take-action (failed pickup) form is offered only when the pickup failed. */
export function isReverseActionFormShown(code: number): boolean {
  return reverseStageOfCode(code) === "failed";
}
