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

/** A scan as the timeline reads it: its reverse code and when it was made. */
export interface PickupScanLike {
  code: number;
  timestamp: string;
}

/** When each stage was first reached, from the scans (any order); unparseable times are skipped. */
function firstTimes(scans: readonly PickupScanLike[]): Map<ReverseStage, Date> {
  const first = new Map<ReverseStage, Date>();
  for (const scan of scans) {
    const stage = reverseStageOfCode(scan.code);
    const at = new Date(scan.timestamp);
    if (!stage || Number.isNaN(at.getTime())) continue;
    const known = first.get(stage);
    if (!known || at < known) first.set(stage, at);
  }
  return first;
}

/**
 * The timeline of a pickup's latest code; given its scans, each step reached carries the time
 * it was first reached (the same dated steps as a delivery's timeline).
 */
export function buildReversePickupTimeline(latestCode: number, scans: readonly PickupScanLike[] = []): ReversePickupTimeline {
  const stage = reverseStageOfCode(latestCode) ?? "requested";
  const firstAt = firstTimes(scans);
  const plan = (key: ReverseStage): StepPlan<ReverseStage> => ({
    key,
    label: REVERSE_STAGE_LABEL[key],
    at: firstAt.get(key) ?? null,
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
