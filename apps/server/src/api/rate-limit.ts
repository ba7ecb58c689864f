import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { failEnvelope } from "@portal/core/api";
import { countRequest, deleteWindowsBefore, findWindowHits } from "../db/repositories/tracking-rate-limits.ts";
import type { ApiDeps } from "./api-deps.ts";
import { clientAddressOf } from "./security/client-address.ts";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";
export const LIMITER_UNAVAILABLE_MESSAGE = "The service is busy. Please try again in a moment.";
const WINDOW_MS = 60_000;

/**
 * Per-client sliding window: at most `deps.env.rateLimitPerMinute` requests in any minute per
 * bucket (0 turns it off). The count is this minute's hits plus last minute's weighted by how
 * much of it still lies within the last 60 s, so a burst across a minute boundary cannot get
 * twice the limit through. Over the limit the answer is 429 in the envelope, with
 * Retry-After in seconds until the current minute ends.
 *
 * Counters live in the database, not in this process, so replicas sharing one database
 * share one limit. If counting fails the request is refused (503, Retry-After): a broken
 * limiter must not become no limiter (docs/security.md).
 */
export function rateLimit(deps: ApiDeps, bucket: string): MiddlewareHandler {
  // Per middleware instance, not per module: the last window this instance swept.
  let sweptWindow = "";
  return async (c, next) => {
    const limit = deps.env.rateLimitPerMinute;
    if (limit <= 0) return next();

    const nowMs = deps.now().getTime();
    const windowStartMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
    const windowStart = new Date(windowStartMs).toISOString();
    const previousStart = new Date(windowStartMs - WINDOW_MS).toISOString();
    const clientKey = clientKeyOf(clientAddressOf(c, deps.env.trustProxy));
    let weighted: number;
    try {
      const hits = await countRequest(deps.db, { bucket, clientKey, windowStart });
      const previous = await findWindowHits(deps.db, { bucket, clientKey, windowStart: previousStart });
      weighted = hits + previous * (1 - (nowMs - windowStartMs) / WINDOW_MS);
      if (sweptWindow !== windowStart) {
        sweptWindow = windowStart;
        await deleteWindowsBefore(deps.db, bucket, previousStart);
      }
    } catch (error) {
      deps.log.warn("rate limit unavailable: refusing", { bucket, error: error instanceof Error ? error.message : String(error) });
      c.header("Retry-After", "1");
      return c.json(failEnvelope(503, LIMITER_UNAVAILABLE_MESSAGE), 503);
    }
    if (weighted <= limit) return next();

    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - nowMs) / 1000));
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json(failEnvelope(429, RATE_LIMIT_MESSAGE), 429);
  };
}

/** The stored key: a hash, since an address is personal data and only equality matters. */
function clientKeyOf(address: string): string {
  return createHash("sha256").update(address).digest("base64url").slice(0, 22);
}
