import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { failEnvelope } from "@portal/core/api";
import { countRequest, deleteWindowsBefore } from "../db/repositories/tracking-rate-limits.ts";
import type { ApiDeps } from "./api-deps.ts";
import { clientAddressOf } from "./security/client-address.ts";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";
const WINDOW_MS = 60_000;

/**
 * Per-client fixed window: at most `deps.env.rateLimitPerMinute` requests per minute per
 * bucket (0 turns it off). Over the limit the answer is 429 in the envelope, with
 * Retry-After in seconds until the window ends.
 *
 * Counters live in the database, not in this process, so replicas sharing one database
 * share one limit (the server keeps no state of its own). If counting fails the request
 * goes through: a broken limiter must not take lookups down with it.
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
    let hits: number;
    try {
      hits = await countRequest(deps.db, { bucket, clientKey: clientKeyOf(clientAddressOf(c, deps.env.trustProxy)), windowStart });
      if (sweptWindow !== windowStart) {
        sweptWindow = windowStart;
        await deleteWindowsBefore(deps.db, bucket, windowStart);
      }
    } catch (error) {
      deps.log.warn("rate limit unavailable", { bucket, error: error instanceof Error ? error.message : String(error) });
      return next();
    }
    if (hits <= limit) return next();

    const retryAfterSeconds = Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - nowMs) / 1000));
    c.header("Retry-After", String(retryAfterSeconds));
    return c.json(failEnvelope(429, RATE_LIMIT_MESSAGE), 429);
  };
}

/** The stored key: a hash, since an address is personal data and only equality matters. */
function clientKeyOf(address: string): string {
  return createHash("sha256").update(address).digest("base64url").slice(0, 22);
}
