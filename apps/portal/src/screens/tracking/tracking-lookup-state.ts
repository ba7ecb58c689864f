import type { TrackingOutcome } from "@portal/core/messages";

/**
 * One tracking lookup on the page: the server's answer (or a client fetch) and the Retry
 * that asks again after a failure. `attempts` counts client fetches, so a failed retry can
 * say it failed again.
 */
export type TrackingLookupState =
  | { phase: "loading"; attempts: number }
  | { phase: "shown"; outcome: TrackingOutcome; attempts: number }
  | { phase: "retrying"; outcome: TrackingOutcome; attempts: number };

export type TrackingLookupEvent = { type: "fetch" } | { type: "settle"; outcome: TrackingOutcome };

export function initialLookupState(outcome: TrackingOutcome | undefined): TrackingLookupState {
  return outcome ? { phase: "shown", outcome, attempts: 0 } : { phase: "loading", attempts: 0 };
}

export function trackingLookupReducer(state: TrackingLookupState, event: TrackingLookupEvent): TrackingLookupState {
  switch (event.type) {
    case "fetch":
      // Only a failure is retried; a fetch already on its way is not doubled.
      return state.phase === "shown" && state.outcome.kind === "error" ? { ...state, phase: "retrying" } : state;
    case "settle":
      return { phase: "shown", outcome: event.outcome, attempts: state.attempts + 1 };
  }
}
