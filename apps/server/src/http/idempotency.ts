import type { MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyRecord,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
  type StoredAnswer,
} from "../db/repositories/idempotency-keys.ts";
import type { Database } from "../db/schema.ts";
import { sendFail } from "./envelope.ts";

export const IDEMPOTENCY_MESSAGE = {
  badKey: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'.",
  stillRunning: "A request with this Idempotency-Key is still being processed. Please try again in a moment.",
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

export interface IdempotencyDeps {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * Idempotency-Key for POST and PUT: the first request with a key runs and its answer is
 * stored; a repeat (sequential or concurrent, on any replica sharing the database) gets
 * that answer, marked `Idempotent-Replayed: true`, and creates nothing. Requests without
 * the header run as before. A first request that fails on our side (5xx) or is refused by a
 * limit (429) frees its key so a retry can run. Only status, content type and body are
 * kept: never Set-Cookie.
 */
export function idempotency(deps: IdempotencyDeps, { exceptPaths = [] as readonly string[] } = {}): MiddlewareHandler {
  let lastSweep = 0;
  // First requests running in this process: repeats here wait on them instead of polling.
  const running = new Map<string, Promise<void>>();
  return async (c, next) => {
    if (c.req.method !== "POST" && c.req.method !== "PUT") return next();
    const key = c.req.header("idempotency-key");
    if (key === undefined || exceptPaths.some((path) => c.req.path.endsWith(path))) return next();
    if (!KEY_FORMAT.test(key)) return sendFail(c, 400, IDEMPOTENCY_MESSAGE.badKey);
    const scope = `${c.req.method} ${(c.req.header("host") ?? "").toLowerCase()} ${c.req.path}`;

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
      else if (await claimIdempotencyKey(deps.db, scope, key, deps.now())) {
        let finished = (): void => undefined;
        running.set(runningId, new Promise<void>((resolve) => (finished = resolve)));
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
          running.delete(runningId);
          finished();
        }
      }
      const record = await findIdempotencyRecord(deps.db, scope, key);
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
