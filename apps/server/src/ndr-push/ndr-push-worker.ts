import { claimNdrPushes, findNdrCredentials, settleNdrPush, type NdrPush, type PushAnswer } from "@portal/db/repositories/ndr-pushes";
import {
  createOutboxWorker,
  describeNetworkError,
  isTimeout,
  type Attempted,
  type OutboxHandler,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "../jobs/outbox-worker.ts";
import {
  clickPostRequest,
  DEFAULT_CLICKPOST_URL,
  DEFAULT_SHIPROCKET_URL,
  isNdrApiProvider,
  readCredentials,
  shiprocketActionRequest,
  shiprocketLoginRequest,
  type NdrApiBases,
  type NdrRequest,
} from "./ndr-aggregators.ts";
import type { NdrPayload } from "./ndr-payload.ts";
import { nextPushAt } from "./ndr-retry-schedule.ts";

export const DEFAULT_PUSH_TIMEOUT_MS = 15_000;
/** Characters of an aggregator's answer kept for the ops view. */
export const ANSWER_EXCERPT_CHARS = 300;

/** The lease (staleAfterMs) defaults to three timeouts: a Shiprocket push is two requests. */
export interface NdrPushWorkerOptions extends OutboxWorkerOptions {
  bases?: Partial<NdrApiBases>;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** runOnce resolves to how many pushes the aggregator took. */
export type NdrPushWorker = OutboxWorker;

type Attempt = Attempted<PushAnswer>;

/**
 * Sends the NDR push outbox (ndr_pushes) to each shipment's aggregator, at least once: a push
 * is settled only after the aggregator's answer, so a process killed mid-attempt leaves a
 * claim that a worker retakes once stale. Safe on every replica (job-claims.ts). Network
 * failures, 408, 429 and 5xx are retried with exponential backoff (ndr-retry-schedule.ts);
 * any other refusal is final. Logs ids, providers and statuses, never credentials or bodies.
 */
export function createNdrPushWorker(options: NdrPushWorkerOptions): NdrPushWorker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const send = options.fetch ?? globalThis.fetch;
  const bases: NdrApiBases = { clickpost: options.bases?.clickpost ?? DEFAULT_CLICKPOST_URL, shiprocket: options.bases?.shiprocket ?? DEFAULT_SHIPROCKET_URL };
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS;
  const random = options.random ?? Math.random;

  const handler: OutboxHandler<NdrPush, PushAnswer> = {
    attempt: (push) => attempt(push),
    retryAt: (attempts, at) => nextPushAt(attempts, at, random),
    report(push, { answer, verdict }, { settled, retryAt }) {
      const fields = { push: push.id, provider: push.provider, brand: push.brandId, attempt: push.attempts, status: answer.status ?? "none" };
      if (!settled) log.warn("NDR push claim lost before its answer was recorded", fields);
      else if (verdict === "done") log.info("NDR answer pushed", fields);
      else log.warn("NDR answer not pushed", { ...fields, error: answer.error, retry: retryAt?.toISOString() ?? "no" });
    },
  };

  async function attempt(push: NdrPush): Promise<Attempt> {
    const refused = (error: string): Attempt => ({ answer: { at: now(), status: null, bodyExcerpt: null, error }, verdict: "refused" });
    const provider = push.provider;
    if (!isNdrApiProvider(provider)) return refused(`${provider} has no NDR API.`);
    const payload = JSON.parse(push.payload) as NdrPayload;
    const stored = await findNdrCredentials(db, push.brandId, provider);
    if (provider === "clickpost") {
      const credentials = readCredentials("clickpost", stored);
      if (!credentials) return refused("The brand has no usable ClickPost credentials.");
      return call(clickPostRequest(bases.clickpost, credentials, payload), clickPostTook);
    }
    const credentials = readCredentials("shiprocket", stored);
    if (!credentials) return refused("The brand has no usable Shiprocket credentials.");
    const login = await call(shiprocketLoginRequest(bases.shiprocket, credentials), () => true);
    if (login.verdict !== "done") return { ...login, answer: { ...login.answer, error: `Login: ${login.answer.error ?? `HTTP ${login.answer.status}`}` } };
    const loginToken = tokenOf(login.text);
    if (!loginToken) return { answer: { ...login.answer, error: "Login answered no token." }, verdict: "retry" };
    return call(shiprocketActionRequest(bases.shiprocket, loginToken, payload), () => true);
  }

  /** Sends one request; `took` reads a 2xx body for aggregators that answer 200 with a refusal. */
  async function call(request: NdrRequest, took: (text: string) => boolean): Promise<Attempt & { text: string }> {
    try {
      const response = await send(request.url, {
        method: "POST",
        headers: { ...request.headers, "user-agent": "portal-ndr-push/1" },
        body: request.body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const answer: PushAnswer = { at: now(), status: response.status, bodyExcerpt: text.slice(0, ANSWER_EXCERPT_CHARS), error: null };
      const ok = response.status >= 200 && response.status <= 299;
      if (ok && took(text)) return { answer, verdict: "done", text };
      if (ok) return { answer: { ...answer, error: "The aggregator refused the action." }, verdict: "refused", text };
      const transient = response.status === 408 || response.status === 429 || response.status >= 500;
      return { answer: { ...answer, error: `HTTP ${response.status}` }, verdict: transient ? "retry" : "refused", text };
    } catch (error) {
      const message = isTimeout(error) ? `No answer within ${Math.round(timeoutMs / 1000)} s.` : describeNetworkError(error);
      return { answer: { at: now(), status: null, bodyExcerpt: null, error: message }, verdict: "retry", text: "" };
    }
  }

  return createOutboxWorker(options, {
    name: "NDR push",
    table: { claim: claimNdrPushes, settle: (on, { done, ...rest }) => settleNdrPush(on, { ...rest, sent: done }) },
    handler,
    staleAfterMs: 3 * timeoutMs,
  });
}

/** ClickPost answers 200 with `meta.success` false when it does not take the action. */
function clickPostTook(text: string): boolean {
  try {
    const body = JSON.parse(text) as { meta?: { success?: unknown } };
    return body.meta?.success !== false;
  } catch {
    return true;
  }
}

function tokenOf(text: string): string | undefined {
  try {
    const token = (JSON.parse(text) as { token?: unknown }).token;
    return typeof token === "string" && token !== "" ? token : undefined;
  } catch {
    return undefined;
  }
}
