import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { HTMLAttributes, LiHTMLAttributes, OlHTMLAttributes } from "react";
import type { StatusTone } from "@portal/core/status";
import type { Timeline, TimelineStepState } from "@portal/core/timeline";
// --portal-timeline-progress and -steps come from data attributes, not an inline style (the CSP blocks those).
import "./timeline-position.css";

/** Any of core's timelines (forward, reverse pickup, return request), with its overall tone. */
export type ToneTimeline = Timeline<string> & { tone?: StatusTone };

/** Read after each step's label by screen readers; sighted shoppers see it from the marker. */
export const TIMELINE_STEP_STATE_TEXT = {
  complete: msg`Completed`,
  current: msg`Current status`,
  upcoming: msg`Not reached yet`,
  skipped: msg`No scan for this step`,
} as const satisfies Record<TimelineStepState, MessageDescriptor>;

type DataAttributes = Record<`data-${string}`, string>;

export interface TimelineStepView {
  key: string;
  label: string;
  stateText: string;
  at: Date | null;
  /** Spread on the step's `<li>`: data-state, data-tone, data-step and aria-current. */
  itemProps: LiHTMLAttributes<HTMLLIElement> & DataAttributes;
}

export interface TimelineView {
  /** Spread on the wrapper: tone, progress and step count as data attributes and CSS variables. */
  rootProps: HTMLAttributes<HTMLDivElement> & DataAttributes;
  /** Spread on the `<ol>`. */
  listProps: OlHTMLAttributes<HTMLOListElement>;
  steps: TimelineStepView[];
  /** "Step 3 of 5", for a screen-reader summary. */
  positionText: string;
}

/**
 * Prop bags for a timeline rendered as an ordered list. Brands style it by selector:
 * `[data-part="timeline"][data-tone]`, `[data-part="step"][data-state][data-tone]`, and may
 * draw a progress bar from `--portal-timeline-progress` (core's percentage for the current step)
 * and `--portal-timeline-steps`, both set from `data-progress` / `data-steps` by timeline-position.css.
 */
export function useTimeline(timeline: ToneTimeline, options: { label?: string } = {}): TimelineView {
  const { t, i18n } = useLingui();
  const current = timeline.steps[timeline.currentIndex];
  const tone = timeline.tone ?? current?.tone ?? "neutral";
  const stepNumber = timeline.currentIndex + 1;
  const stepCount = timeline.steps.length;
  return {
    rootProps: {
      "data-part": "timeline",
      "data-tone": tone,
      "data-progress": String(timeline.progress),
      // The step count picks the width at which the steps fit side by side (see the CSS).
      "data-steps": String(timeline.steps.length),
      "data-current": current?.key ?? "",
    },
    listProps: { "aria-label": options.label ?? t`Shipment progress` },
    steps: timeline.steps.map((step) => ({
      key: step.key,
      label: i18n._(step.label),
      stateText: i18n._(TIMELINE_STEP_STATE_TEXT[step.state]),
      at: step.at,
      itemProps: {
        "data-part": "step",
        "data-state": step.state,
        "data-tone": step.tone,
        "data-step": step.key,
        ...(step.state === "current" ? { "aria-current": "step" as const } : {}),
      },
    })),
    positionText: t`Step ${stepNumber} of ${stepCount}`,
  };
}
