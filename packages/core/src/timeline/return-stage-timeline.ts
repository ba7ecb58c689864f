import { RETURN_STAGE_LABEL, type ReturnStage } from "../returns/return-stage.ts";
import type { StatusTone } from "../status/status-tone.ts";
import { buildTimeline, type StepPlan } from "./build-steps.ts";
import type { Timeline } from "./timeline-step.ts";

export interface ReturnStageTimelineInput {
  stage: ReturnStage;
  /** The stages the request went through, oldest first, with their times (ISO-8601). */
  history: ReadonlyArray<{ stage: string; at: string }>;
  kind: "return" | "exchange";
  selfShipped: boolean;
}

export interface ReturnStageTimeline extends Timeline<ReturnStage> {
  tone: StatusTone;
}

const FAILURE_STAGES: readonly ReturnStage[] = ["rejected", "cancelled", "pickup_failed"];
const SUCCESS_STAGES: readonly ReturnStage[] = ["refunded", "exchanged"];

/**
 * The shopper's timeline from the request's stage (core's return state machine): the path a
 * request of its kind takes (a pickup or self-ship, ending refunded or exchanged), each step
 * dated from the history. A rejected or cancelled request shows the steps it went through and
 * then that; a failed pickup shows beside the pickup it failed.
 */
export function buildReturnStageTimeline(input: ReturnStageTimelineInput): ReturnStageTimeline {
  const at = (stage: ReturnStage): Date | null => {
    const entry = input.history.findLast((h) => h.stage === stage);
    const date = entry ? new Date(entry.at) : null;
    return date && !Number.isNaN(date.getTime()) ? date : null;
  };
  const toneOf = (stage: ReturnStage): StatusTone =>
    FAILURE_STAGES.includes(stage) ? "failure" : SUCCESS_STAGES.includes(stage) ? "success" : stage === "placed" ? "neutral" : "progress";
  const step = (stage: ReturnStage): StepPlan<ReturnStage> => ({ key: stage, label: RETURN_STAGE_LABEL[stage], at: at(stage), tone: toneOf(stage) });

  const passedLabel = input.history.some((h) => h.stage === "label_issued") || input.stage === "label_issued";
  const carry: ReturnStage[] = input.selfShipped ? (passedLabel ? ["label_issued"] : []) : ["pickup_scheduled", "picked_up"];
  const happy: ReturnStage[] = ["placed", "approved", ...carry, "received", "inspected", input.kind === "exchange" ? "exchanged" : "refunded"];

  let plan: ReturnStage[];
  if (input.stage === "rejected" || input.stage === "cancelled") {
    // The steps it reached, then how it ended.
    const reached = happy.filter((stage) => input.history.some((h) => h.stage === stage));
    plan = [...(reached.length > 0 ? reached : ["placed" as const]), input.stage];
  } else if (input.stage === "pickup_failed") {
    plan = happy.flatMap((stage) => (stage === "pickup_scheduled" ? [stage, "pickup_failed" as const] : [stage]));
  } else {
    plan = happy.includes(input.stage) ? happy : [...happy.slice(0, 2), input.stage, ...happy.slice(2)];
  }
  const steps = plan.map(step);
  const currentIndex = plan.lastIndexOf(input.stage);
  const timeline = buildTimeline(steps, currentIndex);
  return { ...timeline, tone: toneOf(input.stage) };
}
