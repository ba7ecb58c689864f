import { apiFail, apiOk, type ApiResult, type TrackOrderResult } from "@portal/core/api";
import { trackingOutcomeOf, type TrackingOutcome } from "@portal/core/messages";
import type { TrackingAnswer } from "../../state/initial-state.ts";

/** The server's inlined answer as the client's call result, so one rule (core's) reads both. */
export function apiResultOfAnswer(answer: TrackingAnswer): ApiResult<TrackOrderResult> {
  return answer.kind === "result"
    ? apiOk(answer.result)
    : apiFail({ kind: "http", status: answer.status, message: answer.message });
}

/**
 * What the page shows for the server's answer (spec section 8): the shipment, the order, the
 * not-shipped message (400, no data, another brand, code 23) or the retry state.
 */
export function outcomeOfAnswer(answer: TrackingAnswer, brandEnterprise: string): TrackingOutcome {
  return trackingOutcomeOf(apiResultOfAnswer(answer), { brandEnterprise });
}
