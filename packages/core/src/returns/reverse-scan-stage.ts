import { reverseStageOfCode, type ReverseStage } from "../status/reverse-stage.ts";
import type { ReturnStage } from "./return-stage.ts";

/**
 * Where a reverse pickup's scan puts its return request (product rules §4, reverse pickup codes):
 * booked or out for pickup → pickup scheduled, failed → pickup failed, picked up, cancelled,
 * and delivered to the warehouse → received.
 */
export const RETURN_STAGE_OF_REVERSE_STAGE = {
  requested: "pickup_scheduled",
  "out-for-pickup": "pickup_scheduled",
  failed: "pickup_failed",
  "picked-up": "picked_up",
  cancelled: "cancelled",
  "returned-to-warehouse": "received",
} as const satisfies Record<ReverseStage, ReturnStage>;

/** The stage a reverse scan code reports, or undefined for codes that say nothing about the request. */
export function returnStageOfReverseCode(code: number): ReturnStage | undefined {
  const stage = reverseStageOfCode(code);
  return stage === undefined ? undefined : RETURN_STAGE_OF_REVERSE_STAGE[stage];
}
