import { dateTimeFormat, type LocaleCode } from "@portal/i18n";

/**
 * Theme call hours and days are brand-entered text ("Monday", "Sat", "10:00", "7 pm").
 * Values we recognise are shown in the page language; anything else is shown as written.
 */

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const WEEKDAY_ALIASES: Record<string, number> = {
  tues: 1,
  weds: 2,
  thur: 3,
  thurs: 3,
};

function weekdayIndex(value: string): number | undefined {
  const v = value.trim().toLowerCase().replace(/\.$/, "");
  if (v.length < 3) return undefined;
  const alias = WEEKDAY_ALIASES[v];
  if (alias !== undefined) return alias;
  const index = WEEKDAYS.findIndex((day) => v.startsWith(day));
  if (index < 0) return undefined;
  const fullNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
  return v.length === 3 || fullNames[index] === v ? index : undefined;
}

/** "Monday" -> "Monday" / "الاثنين"; "Sat" -> "Sat" / "السبت". Unknown text is returned as is. */
export function localizeWeekday(value: string, locale: LocaleCode): string {
  const index = weekdayIndex(value);
  if (index === undefined) return value;
  const short = value.trim().replace(/\.$/, "").length <= 4;
  // 1 January 2024 was a Monday.
  return dateTimeFormat(locale, { weekday: short ? "short" : "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1 + index));
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$|^(\d{1,2})[:.](\d{2})$/i;

/** "10:00", "18:30", "7 pm", "7:30PM" in the page language's clock; unknown text as is. */
export function localizeTime(value: string, locale: LocaleCode): string {
  const match = TIME.exec(value.trim());
  if (!match) return value;
  let hours = Number(match[1] ?? match[4]);
  const minutes = Number(match[2] ?? match[5] ?? 0);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return value;
    hours = (hours % 12) + (meridiem === "p" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return value;
  return dateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

export interface CallHoursParts {
  /** e.g. "Monday–Saturday", or undefined when the theme has no days. */
  days?: string;
  /** e.g. "10:00 am–7:00 pm", or undefined when the theme has no hours. */
  hours?: string;
}

export function callHoursParts(
  day: { from: string; to: string } | undefined,
  time: { from: string; to: string } | undefined,
  locale: LocaleCode,
): CallHoursParts {
  const range = (a: string, b: string) => (a && b ? `${a}–${b}` : a || b || undefined);
  const parts: CallHoursParts = {};
  const days = day && range(localizeWeekday(day.from, locale), localizeWeekday(day.to, locale));
  const hours = time && range(localizeTime(time.from, locale), localizeTime(time.to, locale));
  if (days) parts.days = days;
  if (hours) parts.hours = hours;
  return parts;
}
