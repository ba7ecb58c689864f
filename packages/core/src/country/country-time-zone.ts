import type { CountryCode } from "./country-rules.ts";

/**
 * The zone a brand's dates are decided in when its theme names none: its country's
 * (for a country of several zones, the one most of its shoppers live in). One table, so
 * the server and the browser pick the same zone and so the same "today".
 */
export const TIME_ZONE_BY_COUNTRY = {
  IN: "Asia/Kolkata",
  US: "America/New_York",
  PH: "Asia/Manila",
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  ES: "Europe/Madrid",
  IT: "Europe/Rome",
  NL: "Europe/Amsterdam",
  IE: "Europe/Dublin",
} as const satisfies Record<CountryCode, string>;
