import { deliveryDateOptions, type DeliveryDateRule } from "@portal/core/edd";

/** Every delivery-date rule a brand can use (core's DeliveryDateRule). */
const DATE_RULES = {
  "next-days": true,
  "fridays-only": true,
} as const satisfies Record<DeliveryDateRule, true>;

/**
 * Zones at both ends of the clock and in the middle: at any moment they hold every
 * calendar date that is "today" somewhere, so a shopper's "tomorrow" is always covered.
 */
const ZONES = ["Etc/GMT+12", "UTC", "Etc/GMT-14"] as const;

/**
 * The preferred dates a shopper may pick now: the dates core offers (spec section 9: the
 * next 3 days, or Fridays for one brand), read in any time zone. The brand's own rule
 * lives in its brand package, which the server does not load, so the dates of every rule
 * are accepted; past dates and far-off dates are not.
 * TODO(core): a brand's delivery-date rule in its theme would let the server apply just that one.
 */
export function preferredDateOptions(now: Date): string[] {
  const dates = new Set<string>();
  for (const rule of Object.keys(DATE_RULES) as DeliveryDateRule[]) {
    for (const timeZone of ZONES) for (const date of deliveryDateOptions({ now, rule, timeZone })) dates.add(date);
  }
  return [...dates].sort();
}
