/**
 * Courier and aggregator feeds often send local wall-clock times without a zone
 * ("2026-11-20 08:40:00", meant as IST). These helpers turn such a time into a UTC instant
 * in a named IANA zone, using only Intl (no zone database of our own).
 */

import type { CalendarDate } from "./calendar-date.ts";

/** ISO 8601 date-time with `Z` or a ±hh:mm / ±hhmm offset. */
const ZONED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
/** The same without a zone: a wall-clock time somewhere. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

/** True for an IANA zone name Intl knows, e.g. "Asia/Kolkata" or "UTC". */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** True when the text names its own zone or offset. */
export function hasZone(text: string): boolean {
  return ZONED.test(text.trim());
}

/** True for a wall-clock date-time without a zone, in the ISO 8601 shape. */
export function isLocalDateTime(text: string): boolean {
  return LOCAL.test(text.trim());
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

/** How far `zone`'s wall clock is ahead of UTC at `epochMs`, in milliseconds. */
export function zoneOffsetMs(zone: string, epochMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormatter(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The UTC instant of a zone-less wall-clock time in `zone`, as ISO 8601 text; undefined
 * when the text is not such a time. In a daylight-saving gap or overlap the earlier
 * offset wins, as a courier's clock would have read it.
 */
export function localDateTimeToUtc(text: string, zone: string): string | undefined {
  // A feed repeats the same times many times over, and Intl's formatToParts is slow (an
  // import of 100k shipments spent most of its CPU here): remember recent answers.
  const key = `${zone}\u0000${text}`;
  if (recentUtc.has(key)) return recentUtc.get(key);
  if (recentUtc.size >= RECENT_UTC_LIMIT) recentUtc.clear();
  const utc = computeLocalDateTimeToUtc(text, zone);
  recentUtc.set(key, utc);
  return utc;
}

/** Bounded, so memory stays flat however many distinct times go through. */
const RECENT_UTC_LIMIT = 20_000;
const recentUtc = new Map<string, string | undefined>();

function computeLocalDateTimeToUtc(text: string, zone: string): string | undefined {
  const match = LOCAL.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, frac] = match;
  const ms = frac ? Number(frac.slice(0, 3).padEnd(3, "0")) : 0;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0), ms);
  if (Number.isNaN(wall) || new Date(wall).getUTCDate() !== Number(d)) return undefined;
  // Two passes settle the offset on either side of a daylight-saving change.
  let utc = wall - zoneOffsetMs(zone, wall);
  utc = wall - zoneOffsetMs(zone, utc);
  return new Date(utc).toISOString();
}

export type FeedTimestamp = { ok: true; iso: string } | { ok: false; reason: "no-zone" | "not-a-time" };

/**
 * A feed's time as a UTC ISO instant: a zoned time as it says, a zone-less one in
 * `zone` (the courier's or the brand's); without a zone to use it is refused.
 */
export function feedTimestampToUtc(text: string, zone: string | undefined): FeedTimestamp {
  // A feed repeats the same few times over and over: answer those from memory, per zone.
  let answers = recentFeedTimes.get(zone);
  if (!answers) {
    if (recentFeedTimes.size >= RECENT_ZONES_LIMIT) recentFeedTimes.clear();
    answers = new Map();
    recentFeedTimes.set(zone, answers);
  }
  let answer = answers.get(text);
  if (!answer) {
    if (answers.size >= RECENT_UTC_LIMIT) answers.clear();
    answer = computeFeedTimestampToUtc(text, zone);
    answers.set(text, answer);
  }
  return answer;
}

/** Bounded, so memory stays flat however many zones and distinct times go through. */
const RECENT_ZONES_LIMIT = 64;
const recentFeedTimes = new Map<string | undefined, Map<string, FeedTimestamp>>();

function computeFeedTimestampToUtc(text: string, zone: string | undefined): FeedTimestamp {
  const trimmed = text.trim();
  if (hasZone(trimmed)) {
    const ms = Date.parse(trimmed.replace(" ", "T"));
    return Number.isNaN(ms) ? { ok: false, reason: "not-a-time" } : { ok: true, iso: new Date(ms).toISOString() };
  }
  if (!isLocalDateTime(trimmed)) return { ok: false, reason: "not-a-time" };
  if (!zone) return { ok: false, reason: "no-zone" };
  const iso = localDateTimeToUtc(trimmed, zone);
  return iso ? { ok: true, iso } : { ok: false, reason: "not-a-time" };
}

/**
 * The instant a calendar day starts in `zone`, as a UTC ISO string: the bound of a "from
 * this day" filter a person in that zone means (4 Dec in India starts at 18:30 UTC on 3 Dec).
 */
export function startOfDayUtc(date: CalendarDate, zone: string): string {
  return localDateTimeToUtc(`${date}T00:00:00`, zone) ?? `${date}T00:00:00.000Z`;
}
