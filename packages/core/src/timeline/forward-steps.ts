import type { MessageDescriptor } from "@lingui/core";
import type { ForwardStage } from "../status/forward-stage.ts";
import { EXTRA_STATUS_LABEL, FORWARD_STAGE_LABEL } from "../status/status-labels.ts";

// Apart from the rules that build a timeline (forward-timeline.ts): a page that shows a
// timeline built elsewhere (forward-timeline-data.ts) needs these names, not the rules.

/** The steps a forward timeline can have. */
export const FORWARD_STEP_KEYS = [
  "placed",
  "ready-to-ship",
  "dispatched",
  "in-transit",
  "out-for-delivery",
  "failed",
  "delivered",
  "cancelled",
  "lost",
  "damaged",
  "expired",
  "returned",
] as const;
export type ForwardStepKey = (typeof FORWARD_STEP_KEYS)[number];

/** The step that shows each stage. */
export const FORWARD_STEP_OF_STAGE = {
  "order-placed": "placed",
  "ready-to-ship": "ready-to-ship",
  dispatched: "dispatched",
  "in-transit": "in-transit",
  "out-for-delivery": "out-for-delivery",
  delivered: "delivered",
  cancelled: "cancelled",
  lost: "lost",
  damaged: "damaged",
  expired: "expired",
  "failed-delivery": "failed",
  "returned-to-origin": "returned",
} as const satisfies Record<ForwardStage, ForwardStepKey>;

export const FORWARD_STEP_LABEL = {
  placed: FORWARD_STAGE_LABEL["order-placed"],
  "ready-to-ship": FORWARD_STAGE_LABEL["ready-to-ship"],
  dispatched: FORWARD_STAGE_LABEL.dispatched,
  "in-transit": FORWARD_STAGE_LABEL["in-transit"],
  "out-for-delivery": FORWARD_STAGE_LABEL["out-for-delivery"],
  failed: FORWARD_STAGE_LABEL["failed-delivery"],
  delivered: FORWARD_STAGE_LABEL.delivered,
  cancelled: FORWARD_STAGE_LABEL.cancelled,
  lost: FORWARD_STAGE_LABEL.lost,
  damaged: FORWARD_STAGE_LABEL.damaged,
  expired: FORWARD_STAGE_LABEL.expired,
  returned: EXTRA_STATUS_LABEL.returned,
} as const satisfies Record<ForwardStepKey, MessageDescriptor>;
