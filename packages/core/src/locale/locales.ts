/**
 * The 9 languages. The spec's URL prefix `be` means Bengali, whose locale code is `bn`;
 * every other prefix equals its locale code.
 */
export const LOCALES = ["en", "ar", "vi", "hi", "mr", "bn", "gu", "te", "ta"] as const;
export type LocaleCode = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: LocaleCode = "en";

export type TextDirection = "ltr" | "rtl";

export const DIRECTION_BY_LOCALE = {
  en: "ltr",
  ar: "rtl",
  vi: "ltr",
  hi: "ltr",
  mr: "ltr",
  bn: "ltr",
  gu: "ltr",
  te: "ltr",
  ta: "ltr",
} as const satisfies Record<LocaleCode, TextDirection>;

/** Native names, shown by language switchers. Not translated: each is written in its own language. */
export const NATIVE_LANGUAGE_NAME = {
  en: "English",
  ar: "العربية",
  vi: "Tiếng Việt",
  hi: "हिन्दी",
  mr: "मराठी",
  bn: "বাংলা",
  gu: "ગુજરાતી",
  te: "తెలుగు",
  ta: "தமிழ்",
} as const satisfies Record<LocaleCode, string>;

export function isLocale(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: LocaleCode): TextDirection {
  return DIRECTION_BY_LOCALE[locale];
}

/** URL language prefixes of spec section 2, and the locale each one selects. */
export const LANGUAGE_PREFIXES = ["en", "ar", "vi", "hi", "mr", "be", "gu", "te", "ta"] as const;
export type LanguagePrefix = (typeof LANGUAGE_PREFIXES)[number];

export const LOCALE_BY_PREFIX = {
  en: "en",
  ar: "ar",
  vi: "vi",
  hi: "hi",
  mr: "mr",
  be: "bn",
  gu: "gu",
  te: "te",
  ta: "ta",
} as const satisfies Record<LanguagePrefix, LocaleCode>;

export const PREFIX_BY_LOCALE = {
  en: "en",
  ar: "ar",
  vi: "vi",
  hi: "hi",
  mr: "mr",
  bn: "be",
  gu: "gu",
  te: "te",
  ta: "ta",
} as const satisfies Record<LocaleCode, LanguagePrefix>;

export function isLanguagePrefix(value: string): value is LanguagePrefix {
  return (LANGUAGE_PREFIXES as readonly string[]).includes(value);
}
