import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { failEnvelope, okEnvelope } from "@portal/core/api";

/** A successful answer in the spec's envelope; `status` is both the HTTP and the meta status. */
export function sendOk<TResult>(c: Context, result: TResult, message = "", status: ContentfulStatusCode = 200): Response {
  return c.json(okEnvelope(result, status, message), status);
}

/**
 * A failed answer: the same status in HTTP and in meta.status, and one line for people.
 * `result` stays null unless the failure lists what a program should fix (an import's
 * rejected records).
 */
export function sendFail(c: Context, status: ContentfulStatusCode, message: string, result: unknown = null): Response {
  return c.json({ ...failEnvelope(status, message), result }, status);
}
