import { addDays, calendarDateOf, dayOfWeek, type CalendarDate } from "../dates/calendar-date.ts";

/**
 * Which dates a shopper may pick for a new delivery attempt: by default the next 3 days;
 * one brand delivers on Fridays only (product rules sections 6 and 9).
 */
export type DeliveryDateRule = "next-days" | "fridays-only";

export const DEFAULT_DELIVERY_DATE_COUNT = 3;
const FRIDAY = 5;

export interface DeliveryDateOptionsInput {
  now: Date;
  rule?: DeliveryDateRule;
  /** How many dates to offer. Default 3. */
  count?: number;
  /** The zone whose calendar "tomorrow" is read in, e.g. "Asia/Kolkata". Default UTC. */
  timeZone?: string;
  /** Dates never offered (public holidays). */
  exclude?: readonly CalendarDate[];
}

const ACCEPTS = {
  "next-days": () => true,
  "fridays-only": (date: CalendarDate) => dayOfWeek(date) === FRIDAY,
} as const satisfies Record<DeliveryDateRule, (date: CalendarDate) => boolean>;

/** The dates to offer, starting tomorrow (today's attempt is over), in order. */
export function deliveryDateOptions(input: DeliveryDateOptionsInput): CalendarDate[] {
  const { now, rule = "next-days", count = DEFAULT_DELIVERY_DATE_COUNT, timeZone = "UTC", exclude = [] } = input;
  const today = calendarDateOf(now, timeZone);
  const out: CalendarDate[] = [];
  // A year of days is far more than any rule needs; it bounds the loop.
  for (let offset = 1; out.length < count && offset <= 366; offset++) {
    const date = addDays(today, offset);
    if (ACCEPTS[rule](date) && !exclude.includes(date)) out.push(date);
  }
  return out;
}

/** A calendar date for people, e.g. "Fri, 3 May", in a locale; never shifted by zones. */
export function formatCalendarDate(
  date: CalendarDate,
  locale: string,
  options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" },
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
