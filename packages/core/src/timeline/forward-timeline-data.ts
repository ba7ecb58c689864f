import type { StatusTone } from "../status/status-tone.ts";
import type { ForwardStage } from "../status/forward-stage.ts";
import { FORWARD_STEP_LABEL, type ForwardStepKey } from "./forward-steps.ts";
import type { ForwardTimeline } from "./forward-timeline.ts";
import type { TimelineStepState } from "./timeline-step.ts";

/**
 * A forward timeline as plain JSON, the form a page's data carries it in: the server's loader
 * builds it (buildForwardTimeline) and inlines it with the shipment, so the browser shows the
 * timeline without the rules that made it (they load with the screens that apply them). Times
 * are ISO 8601 text; labels are not carried: each step's key names its label, and a build's
 * message ids are its own (the client's are shortened).
 */
export interface ForwardTimelineData {
  stage: ForwardStage;
  tone: StatusTone;
  showActionForm: boolean;
  currentIndex: number;
  progress: number;
  steps: { key: ForwardStepKey; state: TimelineStepState; at: string | null; tone: StatusTone; progress: number }[];
}

/** The timeline back from its JSON form: labels by step key, times as dates. */
export function forwardTimelineOfData(data: ForwardTimelineData): ForwardTimeline {
  return {
    ...data,
    steps: data.steps.map((step) => ({ ...step, label: FORWARD_STEP_LABEL[step.key], at: step.at === null ? null : new Date(step.at) })),
  };
}
