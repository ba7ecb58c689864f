/**
 * Forward (delivery) stages and the courier status codes that map to them (spec section 4,
 * "Forward status codes to stages").
 */
export const FORWARD_STAGES = [
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
] as const;

export type ForwardStage = (typeof FORWARD_STAGES)[number];

/** The spec's forward table. 1001 is the portal's own code for "ready to ship". */
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
} as const satisfies Record<ForwardStage, readonly number[]>;

export type ForwardStatusCode = (typeof FORWARD_CODES_BY_STAGE)[ForwardStage][number];

const FORWARD_STAGE_BY_CODE: ReadonlyMap<number, ForwardStage> = new Map(
  FORWARD_STAGES.flatMap((stage) => FORWARD_CODES_BY_STAGE[stage].map((code) => [code, stage] as const)),
);

/** The stage of a forward status code, or undefined for a code the table does not list. */
export function forwardStageOfCode(code: number): ForwardStage | undefined {
  return FORWARD_STAGE_BY_CODE.get(code);
}

export function isForwardStage(value: string): value is ForwardStage {
  return (FORWARD_STAGES as readonly string[]).includes(value);
}

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
