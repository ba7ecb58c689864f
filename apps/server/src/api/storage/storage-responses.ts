import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { failEnvelope, okEnvelope } from "@portal/core/api";

/** A successful answer in the spec's envelope, meta.status equal to the HTTP status. */
export function answerOk<TResult>(c: Context, result: TResult, status: 200 | 202 = 200, message = ""): Response {
  return c.json(okEnvelope(result, status, message), status);
}

/** A failed answer: the same status in HTTP and in meta.status, and one line for people. */
export function answerFail(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json(failEnvelope(status, message), status);
}
