export type TextDirection = "ltr" | "rtl";

/**
 * The 9 languages, one row each: the URL prefix of product rules §2, the text direction, the
 * native name language switchers show (not translated: each is written in its own language)
 * and the Unicode script it is written in. The prefix `be` means Bengali, whose locale code is
 * `bn`; every other prefix equals its locale code. The Lingui config and every per-locale
 * table follow from this one (lingui.config.js imports it; the others `satisfies
 * Record<LocaleCode, …>`).
 */
const LOCALE_ROWS = {
  en: { prefix: "en", direction: "ltr", name: "English", script: "Latin" },
  ar: { prefix: "ar", direction: "rtl", name: "العربية", script: "Arabic" },
  vi: { prefix: "vi", direction: "ltr", name: "Tiếng Việt", script: "Latin" },
  hi: { prefix: "hi", direction: "ltr", name: "हिन्दी", script: "Devanagari" },
  mr: { prefix: "mr", direction: "ltr", name: "मराठी", script: "Devanagari" },
  bn: { prefix: "be", direction: "ltr", name: "বাংলা", script: "Bengali" },
  gu: { prefix: "gu", direction: "ltr", name: "ગુજરાતી", script: "Gujarati" },
  te: { prefix: "te", direction: "ltr", name: "తెలుగు", script: "Telugu" },
  ta: { prefix: "ta", direction: "ltr", name: "தமிழ்", script: "Tamil" },
} as const satisfies Record<string, { prefix: string; direction: TextDirection; name: string; script: string }>;

export type LocaleCode = keyof typeof LOCALE_ROWS;
export type LanguagePrefix = (typeof LOCALE_ROWS)[LocaleCode]["prefix"];
/** A Unicode script a page language is written in. */
export type WritingScript = (typeof LOCALE_ROWS)[LocaleCode]["script"];

const ROWS = Object.entries(LOCALE_ROWS) as Array<[LocaleCode, (typeof LOCALE_ROWS)[LocaleCode]]>;

/** One column of the table, by locale. */
function columnOf<T>(read: (row: (typeof LOCALE_ROWS)[LocaleCode]) => T): Record<LocaleCode, T> {
  return Object.fromEntries(ROWS.map(([code, row]) => [code, read(row)])) as Record<LocaleCode, T>;
}

export const LOCALES: readonly LocaleCode[] = ROWS.map(([code]) => code);

export const DEFAULT_LOCALE: LocaleCode = "en";

export const DIRECTION_BY_LOCALE = columnOf((row) => row.direction);

/** The script each language is written in. */
export const SCRIPT_BY_LOCALE = columnOf((row) => row.script);

/** Native names, shown by language switchers. */
export const NATIVE_LANGUAGE_NAME = columnOf((row) => row.name);

export function isLocale(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: LocaleCode): TextDirection {
  return DIRECTION_BY_LOCALE[locale];
}

/** URL language prefixes of product rules §2, and the locale each one selects. */
export const PREFIX_BY_LOCALE: Record<LocaleCode, LanguagePrefix> = columnOf((row) => row.prefix);

export const LANGUAGE_PREFIXES: readonly LanguagePrefix[] = ROWS.map(([, row]) => row.prefix);

export const LOCALE_BY_PREFIX = Object.fromEntries(ROWS.map(([code, row]) => [row.prefix, code])) as Record<LanguagePrefix, LocaleCode>;

export function isLanguagePrefix(value: string): value is LanguagePrefix {
  return (LANGUAGE_PREFIXES as readonly string[]).includes(value);
}
