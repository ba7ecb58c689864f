import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AnswerMessage } from "../../http/envelope.ts";

/**
 * A tracking call's answer before it becomes HTTP: what the API sends in its envelope and
 * what server rendering reads directly, so both give the same data, masking and refusals.
 */
export type TrackingAnswer<TResult> = { ok: true; result: TResult } | { ok: false; status: ContentfulStatusCode; message: AnswerMessage };

export const answerOk = <TResult>(result: TResult): TrackingAnswer<TResult> => ({ ok: true, result });
export const answerFail = (status: ContentfulStatusCode, message: AnswerMessage): TrackingAnswer<never> => ({ ok: false, status, message });
