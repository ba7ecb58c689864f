import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { EXTRA_STATUS_LABEL } from "./status-labels.ts";
import type { StatusTone } from "./status-tone.ts";

/** Reverse pickup stages (spec section 4, "Reverse pickup codes"). */
export const REVERSE_STAGES = [
  "requested",
  "out-for-pickup",
  "failed",
  "picked-up",
  "cancelled",
  "returned-to-warehouse",
] as const;
export type ReverseStage = (typeof REVERSE_STAGES)[number];

export const REVERSE_CODES_BY_STAGE = {
  requested: [1, 2, 28],
  "out-for-pickup": [25],
  failed: [3],
  "picked-up": [4, 5, 6, 7, 9, 18, 19, 20, 30, 31, 32],
  cancelled: [10],
  "returned-to-warehouse": [8],
} as const satisfies Record<ReverseStage, readonly number[]>;

export type ReverseStatusCode = (typeof REVERSE_CODES_BY_STAGE)[ReverseStage][number];

const REVERSE_STAGE_BY_CODE: ReadonlyMap<number, ReverseStage> = new Map(
  REVERSE_STAGES.flatMap((stage) => REVERSE_CODES_BY_STAGE[stage].map((code) => [code, stage] as const)),
);

/** The stage of a reverse pickup status code, or undefined for an unlisted code. */
export function reverseStageOfCode(code: number): ReverseStage | undefined {
  return REVERSE_STAGE_BY_CODE.get(code);
}

export const REVERSE_STAGE_LABEL = {
  requested: EXTRA_STATUS_LABEL["pickup-requested"],
  "out-for-pickup": EXTRA_STATUS_LABEL["out-for-pickup"],
  failed: msg`Pickup failed`,
  "picked-up": EXTRA_STATUS_LABEL["picked-up"],
  cancelled: EXTRA_STATUS_LABEL["pickup-cancelled"],
  "returned-to-warehouse": EXTRA_STATUS_LABEL["reached-warehouse"],
} as const satisfies Record<ReverseStage, MessageDescriptor>;

/** Same reasoning as the forward tones: a failed pickup or a cancellation needs attention. */
export const REVERSE_STAGE_TONE = {
  requested: "neutral",
  "out-for-pickup": "progress",
  failed: "failure",
  "picked-up": "progress",
  cancelled: "failure",
  "returned-to-warehouse": "success",
} as const satisfies Record<ReverseStage, StatusTone>;

/** The reverse take-action (failed pickup) form is offered only when the pickup failed. */
export function isReverseActionFormShown(code: number): boolean {
  return reverseStageOfCode(code) === "failed";
}
