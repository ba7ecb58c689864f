import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReturnStep } from "@portal/core/returns";
import type { FlowKind } from "./flow-data.ts";

/** The return flow's 3 steps (product rules §2, "Return flow has 3 steps"). */
const STEP_TITLE = {
  1: msg`Items and reason`,
  2: msg`Pickup address`,
  3: msg`Review and refund`,
} as const satisfies Record<ReturnStep, MessageDescriptor>;

/** An exchange has no refund: its last step is the review alone. */
export const STEP_TITLES = {
  return: STEP_TITLE,
  exchange: { ...STEP_TITLE, 3: msg`Review` },
} as const satisfies Record<FlowKind, Record<ReturnStep, MessageDescriptor>>;

/** The step list's accessible name: an exchange is not a return to a screen reader either. */
export const STEPS_LABEL = {
  return: msg`Return steps`,
  exchange: msg`Exchange steps`,
} as const satisfies Record<FlowKind, MessageDescriptor>;
