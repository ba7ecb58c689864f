import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReturnStep } from "@portal/core/returns";

/** The return flow's 3 steps (spec section 2, "Return flow has 3 steps"). */
export const STEP_TITLE = {
  1: msg`Items and reason`,
  2: msg`Pickup address`,
  3: msg`Review and refund`,
} as const satisfies Record<ReturnStep, MessageDescriptor>;
