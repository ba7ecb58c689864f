import { apiFail, apiOk, type ApiResult, type TrackOrderResult } from "@portal/core/api";

/** What the server's track-order lookup answered, as a test states it. */
export type TrackingAnswer = { kind: "result"; result: TrackOrderResult } | { kind: "failure"; status: number; message: string };

export function apiResultOfAnswer(answer: TrackingAnswer): ApiResult<TrackOrderResult> {
  return answer.kind === "result" ? apiOk(answer.result) : apiFail({ kind: "api", status: answer.status, message: answer.message });
}
