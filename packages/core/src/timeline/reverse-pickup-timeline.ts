import { isReverseActionFormShown, reverseStageOfCode, type ReverseStage } from "../status/reverse-stage.ts";
import { REVERSE_STAGE_LABEL, REVERSE_STAGE_TONE } from "../status/reverse-stage-display.ts";
import type { StatusTone } from "../status/status-tone.ts";
import { buildTimeline, type StepPlan } from "./build-steps.ts";
import type { Timeline } from "./timeline-step.ts";

/**
 * A reverse pickup's timeline: requested, out for pickup, picked up, reached warehouse. A
 * failed pickup (code 3) adds a failed step after out for pickup and opens the take-action
 * form; a cancelled pickup shows requested then cancelled. Unknown codes count as requested.
 */
export interface ReversePickupTimeline extends Timeline<ReverseStage> {
  stage: ReverseStage;
  tone: StatusTone;
  showActionForm: boolean;
}

const HAPPY_PATH = ["requested", "out-for-pickup", "picked-up", "returned-to-warehouse"] as const satisfies readonly ReverseStage[];

export function buildReversePickupTimeline(latestCode: number): ReversePickupTimeline {
  const stage = reverseStageOfCode(latestCode) ?? "requested";
  const plan = (key: ReverseStage): StepPlan<ReverseStage> => ({
    key,
    label: REVERSE_STAGE_LABEL[key],
    at: null,
    tone: REVERSE_STAGE_TONE[key],
  });
  let keys: ReverseStage[];
  switch (stage) {
    case "cancelled":
      keys = ["requested", "cancelled"];
      break;
    case "failed":
      keys = ["requested", "out-for-pickup", "failed", "picked-up", "returned-to-warehouse"];
      break;
    default:
      keys = [...HAPPY_PATH];
  }
  const timeline = buildTimeline(keys.map(plan), keys.indexOf(stage));
  return { ...timeline, stage, tone: REVERSE_STAGE_TONE[stage], showActionForm: isReverseActionFormShown(latestCode) };
}
