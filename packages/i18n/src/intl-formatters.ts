import type { LocaleCode } from "@portal/core/locale";

/** Intl locale tags. Numbers use Latin digits in Arabic too, as shoppers type waybills and phones in them. */
const INTL_TAG = {
  en: "en-IN",
  ar: "ar-u-nu-latn",
  vi: "vi",
  hi: "hi-IN",
  mr: "mr-IN",
  bn: "bn-IN",
  gu: "gu-IN",
  te: "te-IN",
  ta: "ta-IN",
} as const satisfies Record<LocaleCode, string>;

export function intlTag(locale: LocaleCode): string {
  return INTL_TAG[locale];
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Intl formatters are costly to build (about a millisecond each) and immutable, so one per
 * locale and options is kept for the life of the process: server renders stay fast.
 */
export function dateTimeFormat(locale: LocaleCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(intlTag(locale), options)));
  return format;
}

export function numberFormat(locale: LocaleCode, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlTag(locale), options)));
  return format;
}

/** Date and time of a scan or status, e.g. "21 Nov 2026, 4:05 pm" in English. */
export function formatDateTime(locale: LocaleCode, value: Date | string, timeZone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function formatDate(locale: LocaleCode, value: Date | string, timeZone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { dateStyle: "medium", ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** Time of day only, e.g. "4:05 pm", for lists already grouped by day. */
export function formatTime(locale: LocaleCode, value: Date | string, timeZone?: string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(locale, { timeStyle: "short", ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function formatNumber(locale: LocaleCode, value: number): string {
  return numberFormat(locale).format(value);
}

export function formatMoney(locale: LocaleCode, amount: number, currency: string): string {
  return numberFormat(locale, { style: "currency", currency }).format(amount);
}
