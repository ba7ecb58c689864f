import { stageCodeTable } from "./stage-codes.ts";

/**
 * Forward (delivery) stages and the courier status codes that map to them (product rules §4,
 * "Forward status codes to stages"). 1001 is the portal's own code for "ready to ship".
 */
export const FORWARD_CODES_BY_STAGE = {
  "order-placed": [1, 2, 3, 28, 25],
  "ready-to-ship": [1001],
  dispatched: [4],
  "in-transit": [5, 18, 19, 20],
  "out-for-delivery": [6],
  delivered: [8, 32],
  cancelled: [10],
  lost: [16],
  damaged: [17],
  expired: [23],
  "failed-delivery": [7, 9],
  "returned-to-origin": [11, 12, 13, 14, 15, 21, 26, 27],
} as const satisfies Record<string, readonly number[]>;

export type ForwardStage = keyof typeof FORWARD_CODES_BY_STAGE;
export type ForwardStatusCode = (typeof FORWARD_CODES_BY_STAGE)[ForwardStage][number];

/**
 * The stages in the table's order (the order the timeline and the labels follow), and the
 * stage of a forward status code (undefined for a code the table does not list).
 */
export const { stages: FORWARD_STAGES, stageOf: forwardStageOfCode, isStage: isForwardStage } = stageCodeTable(FORWARD_CODES_BY_STAGE);

/** Stages after which the shipment will not move forward any more. */
export const TERMINAL_FORWARD_STAGES = [
  "delivered",
  "cancelled",
  "lost",
  "damaged",
  "expired",
  "returned-to-origin",
] as const satisfies readonly ForwardStage[];

export function isTerminalForwardStage(stage: ForwardStage): boolean {
  return (TERMINAL_FORWARD_STAGES as readonly ForwardStage[]).includes(stage);
}
