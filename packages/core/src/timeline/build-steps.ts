import type { MessageDescriptor } from "@lingui/core";
import type { StatusTone } from "../status/status-tone.ts";
import { progressOfStep } from "./progress.ts";
import type { Timeline, TimelineStep } from "./timeline-step.ts";

export interface StepPlan<TKey extends string> {
  key: TKey;
  label: MessageDescriptor;
  at: Date | null;
  /** The tone this step has when it is the current one. */
  tone: StatusTone;
}

/**
 * Turns planned steps and the current index into a timeline: steps before the current one
 * are complete (green), the current one keeps its own tone, later ones are upcoming.
 */
export function buildTimeline<TKey extends string>(plan: readonly StepPlan<TKey>[], currentIndex: number): Timeline<TKey> {
  const steps = plan.map((step, index): TimelineStep<TKey> => ({
    key: step.key,
    label: step.label,
    state: index < currentIndex ? "complete" : index === currentIndex ? "current" : "upcoming",
    at: index <= currentIndex ? step.at : null,
    tone: index < currentIndex ? "success" : index === currentIndex ? step.tone : "neutral",
    progress: progressOfStep(index, plan.length),
  }));
  return { steps, currentIndex, progress: progressOfStep(currentIndex, plan.length) };
}
