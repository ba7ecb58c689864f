import type { Instant } from "../dates/instant.ts";
import { forwardStageOfCode, type ForwardStage } from "../status/forward-stage.ts";
import { FORWARD_STAGE_TONE, type StatusTone } from "../status/status-tone.ts";
import { buildTimeline, type StepPlan } from "./build-steps.ts";
import { eventTime, type StatusEvent } from "../status/status-event.ts";
import { effectiveForwardStage } from "./effective-forward-stage.ts";
import type { Timeline } from "./timeline-step.ts";
import { FORWARD_STEP_LABEL, FORWARD_STEP_OF_STAGE, type ForwardStepKey } from "./forward-steps.ts";
import type { ForwardTimelineData } from "./forward-timeline-data.ts";

/** Stages that end the timeline early: the steps reached so far, then this one. */
const SHORTENED_BY = ["cancelled", "lost", "damaged", "expired", "returned-to-origin"] as const satisfies readonly ForwardStage[];
type ShortenedStage = (typeof SHORTENED_BY)[number];

/** The happy path, in order; ready-to-ship only when the shipment has one. */
const HAPPY_PATH = ["placed", "ready-to-ship", "dispatched", "in-transit", "out-for-delivery", "delivered"] as const;
type HappyStep = (typeof HAPPY_PATH)[number];

const HAPPY_STAGE_OF_STEP = {
  placed: "order-placed",
  "ready-to-ship": "ready-to-ship",
  dispatched: "dispatched",
  "in-transit": "in-transit",
  "out-for-delivery": "out-for-delivery",
  delivered: "delivered",
} as const satisfies Record<HappyStep, ForwardStage>;

/** How far along the happy path each stage proves the shipment got. */
const HAPPY_REACH_OF_STAGE = {
  "order-placed": "placed",
  "ready-to-ship": "ready-to-ship",
  dispatched: "dispatched",
  "in-transit": "in-transit",
  "out-for-delivery": "out-for-delivery",
  // A failed attempt happened on a delivery run.
  "failed-delivery": "out-for-delivery",
  delivered: "delivered",
  cancelled: "placed",
  lost: "placed",
  damaged: "placed",
  expired: "placed",
  "returned-to-origin": "placed",
} as const satisfies Record<ForwardStage, HappyStep>;

/**
 * The rule for steps the courier never scanned. A step before the current one is shown done
 * (without a time) only when the later scans imply it happened: every parcel with a scan was
 * placed; a parcel in transit, out for delivery, attempted or delivered has left the
 * warehouse (dispatched); a delivered one was out for delivery. Ready-to-ship (packing) and
 * in-transit (hub scans: same-city parcels go straight to the delivery run) are not implied,
 * so without their own scan they are "skipped": neither done nor timed.
 */
export const IMPLIED_BY_LATER_SCAN = {
  placed: true,
  "ready-to-ship": false,
  dispatched: true,
  "in-transit": false,
  "out-for-delivery": true,
  delivered: true,
} as const satisfies Record<HappyStep, boolean>;

const isHappyStep = (key: ForwardStepKey): key is HappyStep => (HAPPY_PATH as readonly string[]).includes(key);

export interface ForwardTimelineInput {
  latestStatus: StatusEvent;
  scans: readonly StatusEvent[];
  /** config.ship_date: when present the timeline gets a ready-to-ship step. */
  shipDate?: Instant | null;
  /** config.enable_failed_delivery; the take-action form is off when false. Default on. */
  failedDeliveryFormEnabled?: boolean;
  /** config.form_status_codes: when non-empty, only these failure codes get the form. */
  formStatusCodes?: readonly number[];
}

export interface ForwardTimeline extends Timeline<ForwardStepKey> {
  /** The stage shown, after the out-for-delivery / failure rule. */
  stage: ForwardStage;
  tone: StatusTone;
  /** The failed-delivery form is offered: the failure is the newest event and the brand allows it. */
  showActionForm: boolean;
}

/**
 * The forward timeline of product rules §4: placed, (ready to ship), dispatched, in transit,
 * out for delivery, delivered. A failure adds a failed step before delivered; cancelled,
 * lost, damaged, expired and RTO keep the steps reached so far and end in their own step.
 */
export function buildForwardTimeline(input: ForwardTimelineInput): ForwardTimeline {
  const events = [...input.scans, input.latestStatus].sort((a, b) => eventTime(a) - eventTime(b));
  const stage = effectiveForwardStage(input.latestStatus, input.scans);
  const withReadyToShip = Boolean(input.shipDate) || stage === "ready-to-ship" || events.some((e) => forwardStageOfCode(e.code) === "ready-to-ship");
  const happy = HAPPY_PATH.filter((step) => step !== "ready-to-ship" || withReadyToShip);
  const firstAt = firstTimes(events, input.shipDate);
  const plan = (key: ForwardStepKey, tone: StatusTone = "progress"): StepPlan<ForwardStepKey> => ({
    key,
    label: FORWARD_STEP_LABEL[key],
    at: firstAt.get(key) ?? null,
    tone,
  });
  const toneOf = (step: HappyStep) => FORWARD_STAGE_TONE[HAPPY_STAGE_OF_STEP[step]];

  let steps: StepPlan<ForwardStepKey>[];
  if (isShortened(stage)) {
    const reach = furthestReach(events, happy);
    const reached = happy.slice(0, Math.min(happy.indexOf(reach), happy.indexOf("out-for-delivery")) + 1);
    steps = [...reached.map((s) => plan(s, toneOf(s))), plan(FORWARD_STEP_OF_STAGE[stage], FORWARD_STAGE_TONE[stage])];
  } else {
    steps = happy.map((s) => plan(s, toneOf(s)));
    if (stage === "failed-delivery") {
      steps.splice(steps.length - 1, 0, plan("failed", FORWARD_STAGE_TONE["failed-delivery"]));
    }
  }

  const current = FORWARD_STEP_OF_STAGE[stage];
  const built = buildTimeline(
    steps,
    steps.findIndex((s) => s.key === current),
  );
  const timeline = {
    ...built,
    steps: built.steps.map((step) =>
      step.state === "complete" && step.at === null && isHappyStep(step.key) && !IMPLIED_BY_LATER_SCAN[step.key]
        ? { ...step, state: "skipped" as const, tone: "neutral" as const }
        : step,
    ),
  };
  return {
    ...timeline,
    stage,
    tone: FORWARD_STAGE_TONE[stage],
    showActionForm: stage === "failed-delivery" && isFormAllowed(input, events),
  };
}

function isShortened(stage: ForwardStage): stage is ShortenedStage {
  return (SHORTENED_BY as readonly ForwardStage[]).includes(stage);
}

/** The furthest happy-path step any event proves, among the steps this timeline has. */
function furthestReach(events: readonly StatusEvent[], happy: readonly HappyStep[]): HappyStep {
  let best = 0;
  for (const event of events) {
    const stage = forwardStageOfCode(event.code);
    if (!stage) continue;
    best = Math.max(best, happy.indexOf(HAPPY_REACH_OF_STAGE[stage]));
  }
  return happy[best] ?? "placed";
}

/** Steps that can repeat (another delivery run, another failed attempt) show their newest time. */
const REPEATING_STEPS: ReadonlySet<ForwardStepKey> = new Set<ForwardStepKey>(["out-for-delivery", "failed"]);

/**
 * When each step was reached: its first scan, or the newest one for repeating steps. The
 * ship date stands for ready-to-ship.
 */
function firstTimes(sorted: readonly StatusEvent[], shipDate: Instant | null | undefined): Map<ForwardStepKey, Date> {
  const out = new Map<ForwardStepKey, Date>();
  if (shipDate) {
    const ship = new Date(shipDate);
    if (!Number.isNaN(ship.getTime())) out.set("ready-to-ship", ship);
  }
  for (const event of sorted) {
    const stage = forwardStageOfCode(event.code);
    const time = eventTime(event);
    if (!stage || !Number.isFinite(time)) continue;
    const key = FORWARD_STEP_OF_STAGE[stage];
    if (!out.has(key) || REPEATING_STEPS.has(key)) out.set(key, new Date(time));
  }
  return out;
}

/** The newest failure's code must be one the brand opens the form for. */
function isFormAllowed(input: ForwardTimelineInput, sorted: readonly StatusEvent[]): boolean {
  if (input.failedDeliveryFormEnabled === false) return false;
  const codes = input.formStatusCodes ?? [];
  if (codes.length === 0) return true;
  const failure = [...sorted].reverse().find((e) => forwardStageOfCode(e.code) === "failed-delivery");
  return failure !== undefined && codes.includes(failure.code);
}

/** The timeline's JSON form (forward-timeline-data.ts), for a loader's answer; here, beside the rules, for the code that builds it. */
export function forwardTimelineData(timeline: ForwardTimeline): ForwardTimelineData {
  return {
    stage: timeline.stage,
    tone: timeline.tone,
    showActionForm: timeline.showActionForm,
    currentIndex: timeline.currentIndex,
    progress: timeline.progress,
    steps: timeline.steps.map((step) => ({
      key: step.key,
      state: step.state,
      at: step.at === null ? null : step.at.toISOString(),
      tone: step.tone,
      progress: step.progress,
    })),
  };
}
