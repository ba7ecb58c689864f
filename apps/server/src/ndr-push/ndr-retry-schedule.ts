import { jitteredRetryAt } from "../jobs/backoff.ts";

/**
 * When a failed push is tried again: exponential backoff from 30 s, doubling, at most an hour
 * apart, 8 attempts in all (about 1 h 4 min). Shorter than brand events' three days: a courier
 * plans the next attempt within the day, so an answer that arrives later is of little use.
 * A jitter of ±10% keeps many retries from arriving in one burst.
 */
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 3600;
export const MAX_PUSH_ATTEMPTS = 8;

/** The wait after attempt number `attempts` failed, before jitter; undefined once all are spent. */
export function retryDelaySeconds(attempts: number): number | undefined {
  if (attempts >= MAX_PUSH_ATTEMPTS) return undefined;
  return Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), MAX_RETRY_SECONDS);
}

export function nextPushAt(attempts: number, now: Date, random: () => number = Math.random): Date | undefined {
  const delay = retryDelaySeconds(attempts);
  if (delay === undefined) return undefined;
  return jitteredRetryAt(now, delay, random);
}
