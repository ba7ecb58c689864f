import type { MessageDescriptor } from "@lingui/core";
import type { StatusTone } from "../status/status-tone.ts";

/** Where a step stands; rendered as `data-state` so brands style it by selector. */
/**
 * `skipped`: a step before the current one that no scan shows and no later scan implies
 * (see `IMPLIED_BY_LATER_SCAN` in forward-timeline.ts): not marked done, and without a time.
 */
export const TIMELINE_STEP_STATES = ["complete", "current", "upcoming", "skipped"] as const;
export type TimelineStepState = (typeof TIMELINE_STEP_STATES)[number];

export interface TimelineStep<TKey extends string> {
  key: TKey;
  label: MessageDescriptor;
  state: TimelineStepState;
  /** The first scan time of this step, when a scan shows it. */
  at: Date | null;
  tone: StatusTone;
  /** Position of this step on the progress bar, 0-100. */
  progress: number;
}

export interface Timeline<TKey extends string> {
  steps: TimelineStep<TKey>[];
  /** Index of the one `current` step. */
  currentIndex: number;
  /** Progress bar fill: the current step's position. */
  progress: number;
}
