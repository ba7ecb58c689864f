import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyRecord,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  touchIdempotencyClaim,
  type StoredAnswer,
} from "@portal/db/repositories/idempotency-keys";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import { INPUT_MESSAGE } from "@portal/core/messages";
import { sendFail } from "./envelope.ts";
import { idempotencyCallerOf } from "./idempotency-caller.ts";
import { readLimitedBody } from "./read-limited-body.ts";
import { requestFingerprint } from "./request-fingerprint.ts";

export const IDEMPOTENCY_MESSAGE = {
  badKey: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.",
  stillRunning: "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
  otherRequest: "This Idempotency-Key was used for another request. Send a new key for a new request.",
} as const;

const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a repeat waits for the first request's answer before being told to retry. */
const WAIT_FOR_FIRST_MS = 10_000;
/** Waiting on another replica's request: polls back off from 25 ms to 400 ms. */
const FIRST_POLL_MS = 25;
const MAX_POLL_MS = 400;
/** Keys are kept a day: retries come within minutes; an older key may be reused. */
const KEEP_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;
/**
 * A running first request refreshes its claim this often; a claim not refreshed for
 * CLAIM_LEASE_MS was left by a replica that died mid-request, and a retry takes it over.
 * Taking over may run the call twice when the dead replica had committed but not yet stored
 * its answer: the calls behind keys tolerate that (ingest de-duplicates scans, a return's
 * items are returned once), which is why a lease and not a day-long wait.
 */
export const CLAIM_HEARTBEAT_MS = 2_000;
export const CLAIM_LEASE_MS = 8_000;

export interface IdempotencyDeps {
  db: Kysely<Database>;
  now: () => Date;
  env: Pick<ServerEnv, "trustProxy">;
}

export interface IdempotencyOptions {
  /** Calls the store leaves alone: they mount their own (after authenticating) or need none. */
  except?: (path: string) => boolean;
  /** The largest body read to fingerprint a request: the largest the calls behind take. */
  maxBodyBytes: number;
}

/**
 * Idempotency-Key for POST and PUT: the first request with a key runs and its answer is
 * stored; a repeat (sequential or concurrent, on any replica sharing the database) gets
 * that answer, marked `Idempotent-Replayed: true`, and creates nothing. Requests without
 * the header run as before. A first request that fails on our side (5xx) or is refused by a
 * limit (429) frees its key so a retry can run. Only status, content type and body are
 * kept: never Set-Cookie.
 *
 * As the IETF draft asks: a key is scoped to its caller (idempotency-caller.ts), so another
 * caller's request with the same key is a new request of its own and sees nothing of the
 * first; and to the request (request-fingerprint.ts), so the same key with another method,
 * query or body answers 422 instead of replaying an answer to something else.
 */
export function idempotency(deps: IdempotencyDeps, { except = () => false, maxBodyBytes }: IdempotencyOptions): MiddlewareHandler {
  let lastSweep = 0;
  // First requests running in this process: repeats here wait on them instead of polling.
  const running = new Map<string, Promise<void>>();
  return async (c, next) => {
    if (c.req.method !== "POST" && c.req.method !== "PUT") return next();
    const key = c.req.header("idempotency-key");
    if (key === undefined || except(c.req.path)) return next();
    if (!KEY_FORMAT.test(key)) return sendFail(c, 400, IDEMPOTENCY_MESSAGE.badKey);
    const scope = `${c.req.method} ${(c.req.header("host") ?? "").toLowerCase()} ${c.req.path} ${idempotencyCallerOf(c, deps.env.trustProxy)}`;
    // The body is read once here, counted against the limit, and handed on as bytes.
    const body = await readLimitedBody(c.req.raw, maxBodyBytes);
    if (!body.ok) return sendFail(c, 413, INPUT_MESSAGE.bodyTooLarge);
    // Buffer.concat's bytes live in a plain ArrayBuffer, which is what a body takes.
    c.req.raw = new Request(c.req.raw, { method: c.req.method, body: body.bytes.byteLength > 0 ? (body.bytes as Uint8Array<ArrayBuffer>) : null });
    const requestHash = requestFingerprint(c.req.method, c.req.url, body.bytes);

    const nowMs = deps.now().getTime();
    if (nowMs - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = nowMs;
      await deleteIdempotencyKeysBefore(deps.db, new Date(nowMs - KEEP_MS));
    }

    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    const runningId = `${scope} ${key}`;
    let pollMs = FIRST_POLL_MS;
    for (;;) {
      const local = running.get(runningId);
      if (local) await local;
      else if (await claimIdempotencyKey(deps.db, scope, key, requestHash, deps.now(), new Date(deps.now().getTime() - CLAIM_LEASE_MS))) {
        let finished = (): void => undefined;
        running.set(runningId, new Promise<void>((resolve) => (finished = resolve)));
        const heartbeat = setInterval(() => void touchIdempotencyClaim(deps.db, scope, key, deps.now()).catch(() => undefined), CLAIM_HEARTBEAT_MS);
        heartbeat.unref();
        try {
          await next();
          // A refusal (a limit behind this, our own failure) did nothing: free the key so a
          // retry runs instead of replaying the refusal for a day.
          if (c.res.status >= 500 || c.res.status === 429) {
            await releaseIdempotencyKey(deps.db, scope, key);
            return;
          }
          const answer: StoredAnswer = {
            status: c.res.status,
            contentType: c.res.headers.get("content-type") ?? "application/json",
            body: await c.res.clone().text(),
          };
          await storeIdempotentAnswer(deps.db, scope, key, answer);
          return;
        } finally {
          clearInterval(heartbeat);
          running.delete(runningId);
          finished();
        }
      }
      const record = await findIdempotencyRecord(deps.db, scope, key);
      if (record && record.requestHash !== requestHash) return sendFail(c, 422, IDEMPOTENCY_MESSAGE.otherRequest);
      if (record?.state === "done") {
        return c.body(record.answer.body, record.answer.status as 200, {
          "Content-Type": record.answer.contentType,
          "Idempotent-Replayed": "true",
          "Cache-Control": "no-store",
        });
      }
      // Pending: the first request is still running (or was freed, and the loop claims it).
      if (Date.now() > deadline) {
        c.header("Retry-After", "1");
        return sendFail(c, 409, IDEMPOTENCY_MESSAGE.stillRunning);
      }
      if (record?.state === "pending" && !running.has(runningId)) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        pollMs = Math.min(MAX_POLL_MS, pollMs * 2);
      }
    }
  };
}
