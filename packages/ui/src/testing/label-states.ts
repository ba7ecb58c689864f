import type { ShippingLabelFailure, ShippingLabelPhase } from "../tracking/shipping-label-state.ts";
import { SHIPPING_LABEL_BUSY } from "../tracking/shipping-label-state.ts";
import type { ShippingLabel } from "../tracking/use-shipping-label.ts";

/** A frozen label state for stories: what the view shows in one phase, without a server. */
export function frozenShippingLabel(phase: ShippingLabelPhase, failure: ShippingLabelFailure | null = null): ShippingLabel {
  const busy = SHIPPING_LABEL_BUSY[phase];
  const dataState = { "data-state": phase } as const;
  return {
    phase,
    busy,
    failure,
    buttonProps: { type: "button", "aria-describedby": "label-status", ...(busy ? { "aria-disabled": true, "aria-busy": true } : {}), ...dataState },
    statusProps: { id: "label-status", role: "status", ...dataState },
    downloadProps: phase === "ready" ? { href: "#label.pdf", download: "shipping-label.pdf", ...dataState } : null,
  };
}
