import type { CalendarDate } from "../dates/calendar-date.ts";
import { deliveryDateOptions, type DeliveryDateRule } from "./delivery-date-options.ts";

/** Which way the failed attempt went: a delivery (forward) or a pickup (reverse). */
export type PreferredDateDirection = "delivery" | "pickup";

const RULE_OF_DIRECTION = {
  delivery: (brandRule) => brandRule,
  // A brand's Friday-only rule is about its deliveries; pickups keep the default days.
  pickup: () => "next-days",
} as const satisfies Record<PreferredDateDirection, (brandRule: DeliveryDateRule) => DeliveryDateRule>;

/** The date rule a failure form offers: the brand's rule (its manifest's dateRule) for deliveries only. */
export function preferredDateRuleFor(direction: PreferredDateDirection, brandRule: DeliveryDateRule): DeliveryDateRule {
  return RULE_OF_DIRECTION[direction](brandRule);
}

/**
 * Zones at both ends of the clock and in the middle: at any moment they hold every
 * calendar date that is "today" somewhere, so a shopper's "tomorrow" is always covered.
 */
const ZONES = ["Etc/GMT+12", "UTC", "Etc/GMT-14"] as const;

/**
 * The preferred dates a server accepts now under a rule: the dates the form offers in any
 * time zone (it does not know the shopper's). Past dates, far-off dates and other weekdays are not.
 */
export function acceptedPreferredDates(now: Date, rule: DeliveryDateRule): CalendarDate[] {
  const dates = new Set<CalendarDate>();
  for (const timeZone of ZONES) for (const date of deliveryDateOptions({ now, rule, timeZone })) dates.add(date);
  return [...dates].sort();
}
