import type { Context, MiddlewareHandler } from "hono";
import { WRITE_REFUSAL_MESSAGE } from "@portal/core/messages";
import type { ServerEnv } from "../env.ts";
import { answerText, sendFail, type AnswerMessage } from "./envelope.ts";
import { writeOriginOf } from "./write-origin.ts";
import { isAcceptedBodyType, WRONG_BODY_TYPE_MESSAGE, writeBodyKindOf } from "./write-body-type.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Server-to-server calls, authenticated by an API key or a signature over the body: no
 * browser sends them, so they have no origin to check, and no cookie makes them work. A
 * message's signed link (/n/<token>) is its own proof: its One-Click unsubscribe is a form
 * POST from the shopper's mail provider (RFC 8058).
 */
const SERVER_TO_SERVER = /^(?:\/api\/v1\/(?:ingest|webhooks\/[^/]+|notifications\/(?:receipts|inbound)\/[^/]+)|\/n\/[^/]+)\/?$/;

/**
 * Refuses state-changing requests another site's page made the shopper's (or an admin's)
 * browser send: a foreign Origin, a sibling brand's subdomain (same site but another brand)
 * or `Sec-Fetch-Site: cross-site|same-site` get 403. Then the body must be JSON (the upload
 * receiver: its multipart form), else 415: text/plain is what a cross-site form or a
 * no-preflight fetch can send, and 415 tells an honest client what to change. The origin is
 * checked first, so a forged request always gets 403, whatever its type.
 */
export function refuseCrossSiteWrites(env: Pick<ServerEnv, "trustProxy" | "publicUrl">): MiddlewareHandler {
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method) || SERVER_TO_SERVER.test(c.req.path)) return next();
    if (writeOriginOf(c, env) === "other") return refuse(c, 403, WRITE_REFUSAL_MESSAGE.foreignOrigin);
    // From the headers: touching the body stream would start reading a body nobody may want.
    const hasBody = c.req.header("transfer-encoding") !== undefined || Number(c.req.header("content-length") ?? "0") > 0;
    const kind = writeBodyKindOf(c.req.path);
    if (!isAcceptedBodyType(kind, c.req.header("content-type"), hasBody)) {
      return refuse(c, 415, WRONG_BODY_TYPE_MESSAGE[kind]);
    }
    return next();
  };
}

/** API calls are answered in the envelope; a page's form post in plain text. */
function refuse(c: Context, status: 403 | 415, message: AnswerMessage): Response {
  return c.req.path.startsWith("/api/") ? sendFail(c, status, message) : c.text(answerText(c, message), status);
}
