import { eventTime, type StatusEvent } from "./status-event.ts";
import { forwardStageOfCode, type ForwardStage } from "./forward-stage.ts";

/** When a scan of one of these stages was last seen, or null. */
export function lastScanOf(stages: readonly ForwardStage[], events: readonly StatusEvent[]): Date | null {
  let best = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    const stage = forwardStageOfCode(event.code);
    if (stage && stages.includes(stage)) best = Math.max(best, eventTime(event));
  }
  return Number.isFinite(best) ? new Date(best) : null;
}

/** When the shipment was delivered (its newest delivered scan), or null. */
export function deliveredAt(events: readonly StatusEvent[]): Date | null {
  return lastScanOf(["delivered"], events);
}
