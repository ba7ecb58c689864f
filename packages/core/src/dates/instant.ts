/** A moment as the API sends it (ISO 8601 text) or as code holds it. */
export type Instant = string | Date;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch; NaN when the text is not a date. */
export function toEpochMs(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : Date.parse(instant);
}

/**
 * True when `since` is at most `days` x 24 hours before `now` (and not in the future).
 * Windows like "within 3 days of delivery" count elapsed time, not calendar days, so they
 * do not depend on the viewer's time zone.
 */
export function isWithinDays(since: Instant, now: Date, days: number): boolean {
  const elapsed = now.getTime() - toEpochMs(since);
  return elapsed >= 0 && elapsed <= days * MS_PER_DAY;
}
