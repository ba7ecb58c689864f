import { hash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { SERVICE_MESSAGE } from "@portal/core/messages";
import type { Database } from "@portal/db/schema";
import { withShortLockWait } from "@portal/db/connection";
import { deleteWindowsBefore, findSlotHits, reserveSlotHits, returnSlotHits } from "@portal/db/repositories/tracking-rate-limits";
import type { ApiDeps } from "./api-deps.ts";
import { RateLimitLedger, type Admission } from "./rate-limit-ledger.ts";
import { clientAddressOf } from "./security/client-address.ts";
import { answerText, sendFail } from "../http/envelope.ts";
import { isDatabaseBusy } from "../http/database-busy.ts";
import { rateLimitedPage } from "../http/rate-limited-page.ts";

export interface RateLimitOptions {
  /**
   * What the request is about (a waybill, an order, an account), counted across all clients
   * with the same limit, so many addresses cannot share out guesses against one target.
   */
  target?: (c: Context) => string | undefined;
  /**
   * Whether the request holds the target's own credential (its shipment's security key).
   * Asked only once the target's shared count is spent: a holder then counts in a bucket of
   * its own, so strangers' requests against a waybill cannot lock its shopper out.
   */
  holder?: (c: Context) => Promise<boolean>;
  /** How a refusal is worded: the API's JSON envelope (default), or for pages a page (429) and plain text (503). */
  answer?: "envelope" | "page";
}

/**
 * Sliding-window limit per client and, with `target`, per target: at most
 * `deps.env.rateLimitPerMinute` requests in any minute per bucket (0 turns it off). Over the
 * limit: 429 in the envelope, Retry-After in seconds until the window could admit again.
 *
 * Counts are shared through the database but written in leases, not per request
 * (rate-limit-ledger.ts), so replicas sharing one database share one limit, exactly: never
 * more than the limit in any 60 s. On SQLite they live in a file of their own (`deps.limits`),
 * whose lock only other replicas' leases take, briefly; a lease that finds it held is retried
 * for up to about a second. If the store cannot be asked the request is refused (503,
 * Retry-After): a broken limiter must not become no limiter (docs/security.md).
 */
export function rateLimit(deps: ApiDeps, bucket: string, options: RateLimitOptions = {}): MiddlewareHandler {
  // Per middleware instance: each holds its own leases, as each replica does.
  let ledger: { db: Kysely<Database>; ledger: RateLimitLedger } | undefined;
  return async (c, next) => {
    const limit = deps.env.rateLimitPerMinute;
    if (limit <= 0) return next();
    const nowMs = deps.now().getTime();
    const store = deps.limits ?? deps.db;
    if (ledger?.db !== store) ledger = { db: store, ledger: ledgerOf(store, bucket) };
    const target = options.target?.(c);
    let admission: Admission;
    try {
      admission = await ledger.ledger.admit(memoryKeyOf(`c:${clientAddressOf(c, deps.env.trustProxy)}`), limit, nowMs);
      if (admission.admitted && target !== undefined) {
        admission = await ledger.ledger.admit(memoryKeyOf(`t:${target}`), limit, nowMs);
        if (!admission.admitted && options.holder && (await options.holder(c))) admission = await ledger.ledger.admit(memoryKeyOf(`h:${target}`), limit, nowMs);
      }
    } catch (error) {
      deps.log.warn("rate limit unavailable: refusing", { bucket, error: error instanceof Error ? error.message : String(error) });
      c.header("Retry-After", "1");
      if (options.answer === "page") return c.text(answerText(c, SERVICE_MESSAGE.busy), 503);
      return sendFail(c, 503, SERVICE_MESSAGE.busy);
    }
    if (admission.admitted) return next();
    const retryAfterSeconds = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
    if (options.answer === "page") return rateLimitedPage(c, deps, retryAfterSeconds);
    c.header("Retry-After", String(retryAfterSeconds));
    return sendFail(c, 429, SERVICE_MESSAGE.rateLimited);
  };
}

function ledgerOf(db: Kysely<Database>, bucket: string): RateLimitLedger {
  // Only leases reach the database, so only they pay for hashing the key.
  const write = <T>(work: (conn: Kysely<Database>) => Promise<T>) => retryWhileBusy(() => withShortLockWait(db, work));
  return new RateLimitLedger({
    reserve: (key, slotStart, since, count, limit) =>
      write((conn) => reserveSlotHits(conn, { bucket, clientKey: storedKeyOf(key), slotStart, since, count, limit })),
    giveBack: (key, slotStart, count) => write((conn) => returnSlotHits(conn, { bucket, clientKey: storedKeyOf(key), slotStart, count })),
    slots: (key, since) => findSlotHits(db, { bucket, clientKey: storedKeyOf(key), since }),
    sweepBefore: (slotStart) => write((conn) => deleteWindowsBefore(conn, bucket, slotStart)),
  });
}

/** Pauses between attempts at a write that found another replica's lock: about a second in all. */
const BUSY_RETRY_MS = [2, 5, 10, 20, 40, 80, 160, 320, 400] as const;

/**
 * Runs a limiter write, waiting out a lock another replica holds (its one-statement lease
 * takes microseconds, unless its process is descheduled meanwhile) without blocking the
 * thread: the pauses are timers. Still locked after them, the error reaches the caller (503).
 */
async function retryWhileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (const pause of BUSY_RETRY_MS) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
    }
  }
  return write();
}

/** The stored key: a hash, since an address or a waybill is personal data and only equality matters. */
function storedKeyOf(value: string): string {
  return hash("sha256", value, "base64url").slice(0, 22);
}

/** The in-memory key: the value itself when short (no hashing per request), else its hash, so a long query cannot bloat memory. */
function memoryKeyOf(value: string): string {
  return value.length <= 80 ? value : `#${storedKeyOf(value)}`;
}

/** Query parameters that name the same kind of target: a waybill is a waybill whatever the call calls it. */
const TARGET_KIND: Record<string, string> = { waybill: "waybill", tracking_id: "waybill", awbs: "waybill", order_id: "order" };

/** A target read from the query: the first of `names` present, with its kind, so a waybill and an order id never share a count. */
export function queryTarget(...names: string[]): (c: Context) => string | undefined {
  return (c) => {
    for (const name of names) {
      const value = c.req.query(name)?.trim().toLowerCase();
      if (value) return `${TARGET_KIND[name] ?? name}=${value}`;
    }
    return undefined;
  };
}

/** The shipment or order a tracking or returns call is about. */
export const shipmentTarget = queryTarget("waybill", "tracking_id", "awbs", "order_id");
