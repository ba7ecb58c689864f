import type { LocaleCode } from "@portal/core/locale";
import { dateTimeFormat } from "@portal/i18n";

/**
 * The zone's short name at a moment in the page's language, e.g. "IST" or "GMT+4".
 * (Intl will not mix `timeZoneName` with date and time styles, so it is asked for alone.)
 */
export function zoneLabel(locale: LocaleCode, timeZone: string, at: Date): string {
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: "short", hour: "numeric" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
