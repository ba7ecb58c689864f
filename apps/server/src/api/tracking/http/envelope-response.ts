import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { failEnvelope, okEnvelope } from "@portal/core/api";

/** A successful answer in the spec's envelope. */
export function sendOk<TResult>(c: Context, result: TResult, message = ""): Response {
  return c.json(okEnvelope(result, 200, message), 200);
}

/** A failed answer: the same status in HTTP and in meta.status, and a message for people. */
export function sendFail(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json(failEnvelope(status, message), status);
}
