import { deliveryDateOptions, type DeliveryDateRule } from "@portal/core/edd";

/**
 * Zones at both ends of the clock and in the middle: at any moment they hold every
 * calendar date that is "today" somewhere, so a shopper's "tomorrow" is always covered.
 */
const ZONES = ["Etc/GMT+12", "UTC", "Etc/GMT-14"] as const;

/**
 * The preferred dates a shopper of a brand may pick now: the dates core offers under the
 * brand's rule (its manifest's dateRule: the next 3 days, or Fridays only; spec sections 6
 * and 9), read in any time zone. Past dates, far-off dates and other weekdays are not.
 */
export function preferredDateOptions(now: Date, rule: DeliveryDateRule): string[] {
  const dates = new Set<string>();
  for (const timeZone of ZONES) for (const date of deliveryDateOptions({ now, rule, timeZone })) dates.add(date);
  return [...dates].sort();
}
