import { forwardStageOfCode, type ForwardStage } from "../status/forward-stage.ts";
import { eventTime, type StatusEvent } from "../status/status-event.ts";

/** The latest time among events of a stage, or -Infinity when none has it. */
export function lastTimeOfStage(events: readonly StatusEvent[], stage: ForwardStage): number {
  let last = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (forwardStageOfCode(event.code) === stage) last = Math.max(last, eventTime(event));
  }
  return last;
}

/**
 * The stage to show. It is the latest status's stage, except between an out-for-delivery
 * and a failed delivery: whichever of the two was scanned last wins, so a new delivery run
 * clears an earlier failure and a new failure shows over an earlier run (product rules §4).
 * A latest status with an unknown code falls back to the newest scan with a known one.
 */
export function effectiveForwardStage(latest: StatusEvent, scans: readonly StatusEvent[]): ForwardStage {
  const events = [...scans, latest];
  const stage = forwardStageOfCode(latest.code) ?? newestKnownStage(events) ?? "order-placed";
  if (stage !== "out-for-delivery" && stage !== "failed-delivery") return stage;
  const lastFailure = lastTimeOfStage(events, "failed-delivery");
  const lastRun = lastTimeOfStage(events, "out-for-delivery");
  if (lastFailure === Number.NEGATIVE_INFINITY || lastRun === Number.NEGATIVE_INFINITY) return stage;
  if (lastRun > lastFailure) return "out-for-delivery";
  if (lastFailure > lastRun) return "failed-delivery";
  return stage;
}

function newestKnownStage(events: readonly StatusEvent[]): ForwardStage | undefined {
  let best: { time: number; stage: ForwardStage } | undefined;
  for (const event of events) {
    const stage = forwardStageOfCode(event.code);
    if (!stage) continue;
    const time = eventTime(event);
    if (!best || time >= best.time) best = { time, stage };
  }
  return best?.stage;
}
