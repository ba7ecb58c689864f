import { jitteredRetryAt } from "../jobs/backoff.ts";

/**
 * When a failed delivery is tried again: the example schedule of the Standard Webhooks
 * specification ("Deliverability and reliability"), 10 attempts over about 75 hours, so a
 * receiver down for a day and more still gets every event. Index n is the wait after the
 * n-th attempt failed; a jitter of up to ±10% keeps retries of many events from arriving
 * in one burst.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600, 20 * 3600, 24 * 3600] as const;

/** Attempts in all: the first one and a retry per delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Retry-After is honoured up to a day (the spec: take it into account when scheduling). */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/**
 * The next attempt's time after attempt number `attempts` failed at `now`, or undefined
 * once all are spent (the event is then given up). `random` is in [0, 1).
 */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  { random = Math.random, retryAfterSeconds }: { random?: () => number; retryAfterSeconds?: number } = {},
): Date | undefined {
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  if (delay === undefined) return undefined;
  return jitteredRetryAt(now, delay, random, Math.min(retryAfterSeconds ?? 0, MAX_RETRY_AFTER_SECONDS));
}
