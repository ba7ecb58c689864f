import { isCalendarDate, type CalendarDate } from "@portal/core/dates";
import { deliveryDateOptions, formatCalendarDate, preferredDateRuleFor } from "@portal/core/edd";
import { intlTag, type LocaleCode } from "@portal/i18n";
import type { FeedDirection } from "@portal/core/feed-form";

export interface PreferredDatesInput {
  direction: FeedDirection;
  now: Date;
  /** The brand delivers on Fridays only (its manifest's dateRule). */
  fridaysOnly?: boolean;
  /** The brand's zone (useBrandTimeZone), so "tomorrow" is the same day on the server and in the browser. */
  timeZone: string;
}

/**
 * The dates a shopper may pick (product rules §9: the next 3 days). The Friday-only rule is a
 * brand's delivery rule; pickups keep the default days.
 */
export function preferredDateOptions({ direction, now, fridaysOnly = false, timeZone }: PreferredDatesInput): CalendarDate[] {
  const rule = preferredDateRuleFor(direction, fridaysOnly ? "fridays-only" : "next-days");
  return deliveryDateOptions({ now, rule, timeZone });
}

/** "Friday, 3 May" in the page's language; anything that is not a calendar date as it is. */
export function preferredDateLabel(date: string, locale: LocaleCode): string {
  if (!isCalendarDate(date)) return date;
  return formatCalendarDate(date, intlTag(locale), { weekday: "long", day: "numeric", month: "long" });
}
