import { addDays, calendarDateOf, dayOfWeek, type CalendarDate } from "../dates/calendar-date.ts";

/** Pickup dates offered: the next 3 days (product rules §9) ... */
export const PICKUP_DATE_COUNT = 3;
/** ... that the courier works: never a Sunday (product rules §9, "retrying next day except Sundays"). */
const SUNDAY = 0;

/** The next pickup dates from tomorrow in the shopper's zone, Sundays skipped. */
export function pickupDateOptions(now: Date, timeZone = "UTC", count = PICKUP_DATE_COUNT): CalendarDate[] {
  const today = calendarDateOf(now, timeZone);
  const out: CalendarDate[] = [];
  for (let offset = 1; out.length < count && offset <= 14; offset++) {
    const date = addDays(today, offset);
    if (dayOfWeek(date) !== SUNDAY) out.push(date);
  }
  return out;
}
