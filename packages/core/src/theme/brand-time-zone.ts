import { isCountryCode } from "../country/country-rules.ts";
import { TIME_ZONE_BY_COUNTRY } from "../country/country-time-zone.ts";
import { isTimeZone } from "../dates/zoned-time.ts";

/** A brand without a zone or a known country (and an imported brand before it names one). */
export const FALLBACK_TIME_ZONE = "UTC";

/**
 * The one zone a brand's pages are decided and shown in: its theme's `time_zone`, else its
 * country's, else UTC. The server renders with it and the browser hydrates and computes
 * with it, so "today", "tomorrow" and every printed time are the same on both sides at any
 * hour (a device clock in another zone changes neither; the page names the zone instead).
 */
export function brandTimeZone(config: { time_zone?: string | undefined; country?: string | undefined } | undefined): string {
  const named = config?.time_zone?.trim();
  if (named && isTimeZone(named)) return named;
  const country = config?.country?.trim().toUpperCase() ?? "";
  return isCountryCode(country) ? TIME_ZONE_BY_COUNTRY[country] : FALLBACK_TIME_ZONE;
}
