import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { reverseStageOfCode } from "../status/reverse-stage.ts";
import { REVERSE_STAGE_LABEL } from "../status/reverse-stage-display.ts";
import { EXTRA_STATUS_LABEL } from "../status/status-labels.ts";
import type { StatusTone } from "../status/status-tone.ts";
import { buildTimeline, type StepPlan } from "./build-steps.ts";
import type { Timeline } from "./timeline-step.ts";

/** Labels of a return request's steps (product rules §4, "Request labels"). */
export const RETURN_REQUEST_LABELS = [
  "request-placed",
  "confirmed",
  "request-accepted",
  "request-cancelled",
  "request-rejected",
  "pickup-failed",
  "approved",
  "reached-warehouse",
] as const;
export type ReturnRequestLabel = (typeof RETURN_REQUEST_LABELS)[number];

export const RETURN_REQUEST_LABEL = {
  "request-placed": msg`Request placed`,
  confirmed: msg`Confirmed`,
  "request-accepted": msg`Request accepted`,
  "request-cancelled": msg`Request cancelled`,
  // Ours: the product rules show a rejection as cancelled, which tells the shopper the wrong thing.
  "request-rejected": msg`Request rejected`,
  "pickup-failed": REVERSE_STAGE_LABEL.failed,
  approved: msg`Approved`,
  "reached-warehouse": EXTRA_STATUS_LABEL["reached-warehouse"],
} as const satisfies Record<ReturnRequestLabel, MessageDescriptor>;

export const RETURN_STEP_KEYS = ["placed", "approved", "accepted", "pickup-failed", "picked-up", "reached-warehouse", "cancelled", "rejected"] as const;
export type ReturnStepKey = (typeof RETURN_STEP_KEYS)[number];

/** Request status words that change the timeline; others (PLACED, PENDING, ...) do not. */
export const RETURN_REJECTED_STATUS = "REJECTED";
export const RETURN_APPROVED_STATUS = "APPROVED";

/** Reverse codes that cancel the request: cancelled (10) and expired (23). */
export const RETURN_CANCEL_CODES = [10, 23] as const;

export interface ReturnRequestTimelineInput {
  /** The request's status word (return-status metadata.status), any case. */
  status: string;
  /** The reverse pickup's latest status code, once a pickup exists. */
  statusCode?: number | null;
  /** The shopper ships the parcel: the second step reads "Confirmed" instead of "Request accepted". */
  selfShipped?: boolean;
  /** When the request was placed (ISO-8601), shown on the placed step. */
  placedAt?: string | null;
  /** The brand's approval time (ISO-8601), shown on the approved step. */
  approvedAt?: string | null;
}

export interface ReturnRequestTimeline extends Timeline<ReturnStepKey> {
  tone: StatusTone;
}

/**
 * The return request timeline: placed, accepted (confirmed for self-ship), picked up,
 * reached warehouse. APPROVED adds an approved step right after placed: the brand approves
 * a request before its pickup. REJECTED shows placed then rejected (the brand refused it); a
 * cancel code (10, 23) placed then cancelled. A failed pickup (code 3) adds a pickup-failed step
 * after accepted.
 */
export function buildReturnRequestTimeline(input: ReturnRequestTimelineInput): ReturnRequestTimeline {
  const status = input.status.trim().toUpperCase();
  const code = input.statusCode ?? null;
  const step = (key: ReturnStepKey, label: MessageDescriptor, tone: StatusTone = "progress", at: Date | null = null): StepPlan<ReturnStepKey> => ({
    key,
    label,
    at,
    tone,
  });
  const placed = step("placed", RETURN_REQUEST_LABEL["request-placed"], "neutral", dateOf(input.placedAt));

  if (status === RETURN_REJECTED_STATUS) {
    const steps = [placed, step("rejected", RETURN_REQUEST_LABEL["request-rejected"], "failure")];
    return { ...buildTimeline(steps, 1), tone: "failure" };
  }
  if (code !== null && (RETURN_CANCEL_CODES as readonly number[]).includes(code)) {
    const steps = [placed, step("cancelled", RETURN_REQUEST_LABEL["request-cancelled"], "failure")];
    return { ...buildTimeline(steps, 1), tone: "failure" };
  }

  const approved = status === RETURN_APPROVED_STATUS;
  const reverse = code === null ? undefined : reverseStageOfCode(code);
  const steps: StepPlan<ReturnStepKey>[] = [
    placed,
    ...(approved ? [step("approved", RETURN_REQUEST_LABEL.approved, "progress", dateOf(input.approvedAt))] : []),
    step("accepted", input.selfShipped ? RETURN_REQUEST_LABEL.confirmed : RETURN_REQUEST_LABEL["request-accepted"]),
    ...(reverse === "failed" ? [step("pickup-failed", RETURN_REQUEST_LABEL["pickup-failed"], "failure")] : []),
    step("picked-up", EXTRA_STATUS_LABEL["picked-up"]),
    step("reached-warehouse", RETURN_REQUEST_LABEL["reached-warehouse"], "success"),
  ];

  const currentKey = currentReturnStep(reverse, approved);
  const currentIndex = steps.findIndex((s) => s.key === currentKey);
  const timeline = buildTimeline(steps, currentIndex);
  return { ...timeline, tone: timeline.steps[currentIndex]?.tone ?? "neutral" };
}

function currentReturnStep(reverse: ReturnType<typeof reverseStageOfCode>, approved: boolean): ReturnStepKey {
  switch (reverse) {
    case "requested":
    case "out-for-pickup":
      return "accepted";
    case "failed":
      return "pickup-failed";
    case "picked-up":
      return "picked-up";
    case "returned-to-warehouse":
      return "reached-warehouse";
    // Cancelled pickups are handled before; no pickup yet means the request itself.
    case "cancelled":
    case undefined:
      return approved ? "approved" : "placed";
  }
}

/** A valid time from the answer's text, else none (a step then shows no date). */
function dateOf(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
