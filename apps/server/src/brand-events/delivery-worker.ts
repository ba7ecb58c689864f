import {
  claimBrandEvents,
  findBrandEventEndpoint,
  saveBrandEventEndpoint,
  settleBrandEvent,
  type BrandEvent,
  type BrandEventEndpoint,
  type DeliveryAnswer,
} from "@portal/db/repositories/brand-events";
import {
  createOutboxWorker,
  describeNetworkError,
  isTimeout,
  type Attempted,
  type BatchMemo,
  type OutboxHandler,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "../jobs/outbox-worker.ts";
import { nextAttemptAt } from "./retry-schedule.ts";
import { signWebhook, webhookSecretKey } from "./standard-webhooks.ts";

/** The spec's recommended request timeout is 15-30 s. */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Characters of an answer's body kept in the delivery log. */
export const BODY_EXCERPT_CHARS = 300;

/** The lease (staleAfterMs) defaults to twice the timeout; a batch holds at most one event per subject. */
export interface BrandEventWorkerOptions extends OutboxWorkerOptions {
  fetch?: typeof globalThis.fetch;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
}

/** runOnce resolves to how many events were delivered. */
export type BrandEventWorker = OutboxWorker;

/**
 * Delivers the outbox (brand_events) to each brand's endpoint, signed (standard-webhooks.ts),
 * at least once through the outbox loop (jobs/outbox-worker.ts): safe on every replica, a claim
 * of a killed process retaken once stale. Logs ids, types and statuses, never a secret or a body.
 */
export function createBrandEventWorker(options: BrandEventWorkerOptions): BrandEventWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const endpointOf = (brandId: string, batch: BatchMemo) => batch(brandId, () => findBrandEventEndpoint(db, brandId));

  const handler: OutboxHandler<BrandEvent, DeliveryAnswer> = {
    async attempt(event, batch) {
      const endpoint = await endpointOf(event.brandId, batch);
      const attempted = await attempt(event, endpoint);
      const delivered = attempted.answer.status !== null && attempted.answer.status >= 200 && attempted.answer.status <= 299;
      // 410 Gone: the receiver wants no more (the spec: disable the endpoint and stop sending).
      const switchedOff = !endpoint?.enabled || attempted.answer.status === 410;
      return { ...attempted, verdict: delivered ? "done" : switchedOff ? "refused" : "retry" };
    },
    retryAt: (attempts, at, retryAfterSeconds) => nextAttemptAt(attempts, at, { random, retryAfterSeconds }),
    async afterSettle(event, { answer }, _outcome, batch) {
      const endpoint = await endpointOf(event.brandId, batch);
      if (answer.status !== 410 || !endpoint?.enabled) return;
      await saveBrandEventEndpoint(db, { brandId: endpoint.brandId, url: endpoint.url, enabled: false }, { now: answer.at });
      endpoint.enabled = false;
      log.warn("brand events endpoint answered 410 Gone: switched off", { brand: event.brandId });
    },
    report(event, { answer, verdict }, { settled, retryAt }) {
      const fields = { event: event.id, type: event.type, brand: event.brandId, attempt: event.attempts, status: answer.status ?? "none" };
      if (!settled) log.warn("brand event claim lost before its answer was recorded", fields);
      else if (verdict === "done") log.info("brand event delivered", fields);
      else log.warn("brand event not delivered", { ...fields, error: answer.error, retry: retryAt?.toISOString() ?? "no" });
    },
  };

  async function attempt(event: BrandEvent, endpoint: BrandEventEndpoint | undefined): Promise<Omit<Attempted<DeliveryAnswer>, "verdict">> {
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
      return failed(isTimeout(error) ? `No answer within ${Math.round(timeoutMs / 1000)} s.` : describeNetworkError(error));
    }
  }

  return createOutboxWorker(options, {
    name: "brand event",
    table: { claim: claimBrandEvents, settle: (on, { done, ...rest }) => settleBrandEvent(on, { ...rest, delivered: done }) },
    handler,
    staleAfterMs: 2 * timeoutMs,
  });
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
