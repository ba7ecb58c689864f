/**
 * The time `delaySeconds` after `now`, jittered by ±10 % so the retries of many jobs that failed
 * together (a receiver down) do not come back in one burst; never sooner than `atLeastSeconds`
 * (a receiver's Retry-After). `random` is in [0, 1).
 */
export function jitteredRetryAt(now: Date, delaySeconds: number, random: () => number, atLeastSeconds = 0): Date {
  const wait = Math.max(delaySeconds * (0.9 + 0.2 * random()), atLeastSeconds);
  return new Date(now.getTime() + Math.round(wait * 1000));
}
