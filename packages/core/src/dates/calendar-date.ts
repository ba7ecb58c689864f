/**
 * A calendar date without a time, as "YYYY-MM-DD" (what date inputs and the API use).
 * Times of day and zones do not matter for delivery dates, so these helpers work on the
 * date's own numbers and never shift it across a zone boundary.
 */
export type CalendarDate = `${number}-${number}-${number}`;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real date: "2024-02-29" yes, "2023-02-29" and "2024-04-31" no. */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Building a formatter costs far more than formatting (a server render calls this per scan): one per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return format;
}

/**
 * Each zone's date in the last whole UTC minute asked for. Every zone's offset has been a
 * whole number of minutes since 1973 (Liberia's -0:44:30 was the last odd one), so a date
 * never changes within a minute from then on; formatToParts cost more than the rest of a
 * request's date work (each tracking request asks for the brand's today).
 */
const lastMinuteDates = new Map<string, { minute: number; date: CalendarDate }>();
const WHOLE_MINUTE_OFFSETS_FROM_MS = Date.UTC(1973, 0, 1);
const MINUTE_MS = 60_000;

/** The calendar date of a moment in a time zone (default: UTC). */
export function calendarDateOf(moment: Date, timeZone = "UTC"): CalendarDate {
  const ms = moment.getTime();
  const minute = Math.floor(ms / MINUTE_MS);
  const cacheable = ms >= WHOLE_MINUTE_OFFSETS_FROM_MS;
  const last = cacheable ? lastMinuteDates.get(timeZone) : undefined;
  if (last?.minute === minute) return last.date;
  const parts = dayFormatOf(timeZone).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const date = `${part("year")}-${part("month")}-${part("day")}` as CalendarDate;
  // Only zones a formatter was made for (dayFormatOf threw for any other), so the map stays as small as dayFormats.
  if (cacheable) lastMinuteDates.set(timeZone, { minute, date });
  return date;
}

/** The date `days` after a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return next.toISOString().slice(0, 10) as CalendarDate;
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}
