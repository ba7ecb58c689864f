import { jitteredRetryAt } from "../jobs/backoff.ts";

/**
 * When a message that failed is tried again: soon at first (a provider's hiccup), then spaced
 * over about half a day. A shopper's message is worth less the later it comes, so after this
 * it is given up and the delivery log says why. Index n: the wait after the n-th attempt.
 */
export const NOTIFICATION_RETRY_SECONDS = [30, 2 * 60, 10 * 60, 30 * 60, 2 * 3600, 6 * 3600] as const;

export const NOTIFICATION_MAX_ATTEMPTS = NOTIFICATION_RETRY_SECONDS.length + 1;

/** The next attempt after attempt `attempts` failed at `now`, ±10 % so a burst of retries spreads out; undefined once all are spent. */
export function nextNotificationAttempt(attempts: number, now: Date, random: () => number = Math.random): Date | undefined {
  const delay = NOTIFICATION_RETRY_SECONDS[attempts - 1];
  if (delay === undefined) return undefined;
  return jitteredRetryAt(now, delay, random);
}
