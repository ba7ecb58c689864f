import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import {
  claimBrandEvents,
  findBrandEventEndpoint,
  saveBrandEventEndpoint,
  settleBrandEvent,
  type BrandEvent,
  type BrandEventEndpoint,
  type DeliveryAnswer,
} from "@portal/db/repositories/brand-events";
import type { Database } from "@portal/db/schema";
import type { Logger } from "../log/logger.ts";
import { nextAttemptAt } from "./retry-schedule.ts";
import { signWebhook, webhookSecretKey } from "./standard-webhooks.ts";

/** The spec's recommended request timeout is 15-30 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Characters of an answer's body kept in the delivery log. */
export const BODY_EXCERPT_CHARS = 300;

export interface BrandEventWorkerOptions {
  db: Kysely<Database>;
  log: Logger;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  /** How often to look for due events when there were none. */
  pollIntervalMs?: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  /**
   * A claim older than this is presumed dead (its process was killed mid-delivery) and the
   * event is sent again. Longer than an attempt may take, so a live attempt is never doubled.
   */
  staleAfterMs?: number;
  /** Events taken per claim; at most one per subject, sent side by side. */
  batchSize?: number;
  random?: () => number;
}

export interface BrandEventWorker {
  readonly id: string;
  /** Claims and delivers the events due now; resolves to how many were delivered. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the attempts in hand. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox (brand_events) to each brand's endpoint, signed (standard-webhooks.ts),
 * at least once: an event is settled only after its answer, so a process killed mid-attempt
 * leaves a claim that another worker retakes once stale. Safe on every replica (claims are
 * exclusive, job-claims.ts). Logs ids, types and statuses, never a secret or a body.
 */
export function createBrandEventWorker(options: BrandEventWorkerOptions): BrandEventWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? globalThis.fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const staleAfterMs = options.staleAfterMs ?? 2 * timeoutMs;
  const batchSize = options.batchSize ?? 10;
  const random = options.random ?? Math.random;
  const id = randomUUID();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function runOnce(): Promise<number> {
    const at = now();
    const token = `${id}:${randomUUID()}`;
    const events = await claimBrandEvents(db, { token, now: at, staleBefore: new Date(at.getTime() - staleAfterMs), limit: batchSize });
    const endpoints = new Map<string, Promise<BrandEventEndpoint | undefined>>();
    const endpointOf = (brandId: string) => {
      let found = endpoints.get(brandId);
      if (!found) endpoints.set(brandId, (found = findBrandEventEndpoint(db, brandId)));
      return found;
    };
    const results = await Promise.all(events.map(async (event) => deliver(event, token, await endpointOf(event.brandId))));
    return results.filter(Boolean).length;
  }

  async function deliver(event: BrandEvent, token: string, endpoint: BrandEventEndpoint | undefined): Promise<boolean> {
    const { answer, retryAfterSeconds } = await attempt(event, endpoint);
    const delivered = answer.status !== null && answer.status >= 200 && answer.status <= 299;
    // 410 Gone: the receiver wants no more (the spec: disable the endpoint and stop sending).
    const gone = answer.status === 410;
    const switchedOff = !endpoint?.enabled || gone;
    const retryAt = delivered || switchedOff ? undefined : nextAttemptAt(event.attempts, answer.at, { random, retryAfterSeconds });
    const settled = await settleBrandEvent(db, { id: event.id, token, answer, delivered, retryAt });
    if (gone && endpoint?.enabled) {
      await saveBrandEventEndpoint(db, { brandId: endpoint.brandId, url: endpoint.url, enabled: false }, { now: answer.at });
      endpoint.enabled = false;
      log.warn("brand events endpoint answered 410 Gone: switched off", { brand: event.brandId });
    }
    const fields = { event: event.id, type: event.type, brand: event.brandId, attempt: event.attempts, status: answer.status ?? "none" };
    if (!settled) log.warn("brand event claim lost before its answer was recorded", fields);
    else if (delivered) log.info("brand event delivered", fields);
    else log.warn("brand event not delivered", { ...fields, error: answer.error, retry: retryAt?.toISOString() ?? "no" });
    return settled && delivered;
  }

  async function attempt(event: BrandEvent, endpoint: BrandEventEndpoint | undefined): Promise<{ answer: DeliveryAnswer; retryAfterSeconds?: number }> {
    const failed = (error: string) => ({ answer: { at: now(), status: null, bodyExcerpt: null, error } });
    if (!endpoint?.enabled) return failed("The brand's endpoint is switched off.");
    if (!webhookSecretKey(endpoint.secret)) return failed("The endpoint's secret is not a whsec_ secret.");
    const headers = signWebhook({ secret: endpoint.secret, id: event.id, at: now(), body: event.body });
    try {
      const response = await send(endpoint.url, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "user-agent": "portal-brand-events/1" },
        body: event.body,
        // A redirect counts as a failure (the spec: update the URL instead of following).
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bodyExcerpt = await excerptOf(response);
      const retryAfter = Number(response.headers.get("retry-after"));
      return {
        answer: { at: now(), status: response.status, bodyExcerpt, error: null },
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return failed(timedOut ? `No answer within ${Math.round(timeoutMs / 1000)} s.` : describeNetworkError(error));
    }
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error("brand event worker poll failed", { error: error instanceof Error ? error.message : String(error) });
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      void running.then((count) => schedule(count >= batchSize ? 0 : pollIntervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    id,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(pollIntervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** The first characters of an answer's body, read no further than needed. */
async function excerptOf(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < BODY_EXCERPT_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A body cut off mid-way still leaves what came.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text.slice(0, BODY_EXCERPT_CHARS);
}

function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return (code ? `${code}: ${message}` : message).slice(0, 300);
}
