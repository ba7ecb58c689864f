import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReverseStage } from "./reverse-stage.ts";
import { EXTRA_STATUS_LABEL } from "./status-labels.ts";
import type { StatusTone } from "./status-tone.ts";

// How a reverse pickup stage shows, apart from its codes (reverse-stage.ts): a tracking page
// checks a pickup's stage but shows none, so it downloads the codes and not these.

export const REVERSE_STAGE_LABEL = {
  requested: EXTRA_STATUS_LABEL["pickup-requested"],
  "out-for-pickup": EXTRA_STATUS_LABEL["out-for-pickup"],
  failed: msg`Pickup failed`,
  "picked-up": EXTRA_STATUS_LABEL["picked-up"],
  cancelled: EXTRA_STATUS_LABEL["pickup-cancelled"],
  "returned-to-warehouse": EXTRA_STATUS_LABEL["reached-warehouse"],
} as const satisfies Record<ReverseStage, MessageDescriptor>;

/** Same reasoning as the forward tones: a failed pickup or a cancellation needs attention. */
export const REVERSE_STAGE_TONE = {
  requested: "neutral",
  "out-for-pickup": "progress",
  failed: "failure",
  "picked-up": "progress",
  cancelled: "failure",
  "returned-to-warehouse": "success",
} as const satisfies Record<ReverseStage, StatusTone>;
