import { DEFAULT_LOCALE, LOCALES, directionOf, isLocale, type LocaleCode, type TextDirection } from "./locales.ts";

/**
 * A brand-written text (a return reason, a banner, instructions) in the brand's languages.
 * Older data holds one string: it is read as the brand's default language's text. No valibot
 * here: the tracking page's bundle carries this file (brand-text-schema.ts has the schemas).
 */
export type TextTranslations = Partial<Record<LocaleCode, string>>;
export type BrandText = string | TextTranslations;

/** One text per language, keyed by the portal's languages only. */
export function isTextTranslations(value: unknown): value is TextTranslations {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([locale, text]) => isLocale(locale) && typeof text === "string");
}

/** A plain string (old data) or one text per language. */
export function isBrandText(value: unknown): value is BrandText {
  return typeof value === "string" || isTextTranslations(value);
}

/** What a page shows of a brand text: `lang` and `dir` only where they differ from the page's. */
export interface ShownBrandText {
  text: string;
  lang?: LocaleCode;
  dir?: TextDirection;
}

/** The brand text as one value per language (a plain string is the default language's). */
export function translationsOf(value: BrandText | undefined, defaultLocale: LocaleCode): TextTranslations {
  if (value === undefined) return {};
  return typeof value === "string" ? { [defaultLocale]: value } : value;
}

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== "";

/**
 * The text to show on a page in `pageLocale`: its own language's when the brand wrote one,
 * else the default language's (then any language the brand did write), marked with its
 * `lang` so screen readers switch voice, and its `dir` where that differs from the page's.
 * Null when the brand wrote nothing.
 */
export function brandTextFor(value: BrandText | undefined, pageLocale: LocaleCode, defaultLocale: LocaleCode): ShownBrandText | null {
  const translations = translationsOf(value, defaultLocale);
  const own = translations[pageLocale];
  if (filled(own)) return { text: own };
  const fallback = [defaultLocale, ...LOCALES].find((locale) => filled(translations[locale]));
  if (fallback === undefined) return null;
  const shown: ShownBrandText = { text: translations[fallback] as string, lang: fallback };
  if (directionOf(fallback) !== directionOf(pageLocale)) shown.dir = directionOf(fallback);
  return shown;
}

/** The brand's default language from its stored setting; English where unset or unknown. */
export function brandDefaultLocale(stored: string | undefined | null): LocaleCode {
  return stored && isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** True when the default language's text is there (the one a brand must write). */
export function hasDefaultText(value: BrandText | undefined, defaultLocale: LocaleCode): boolean {
  return filled(translationsOf(value, defaultLocale)[defaultLocale]);
}

/** The same brand text with `change` applied to each language's value (a plain string stays one). */
export function mapBrandText<T extends BrandText>(value: T, change: (text: string) => string): T {
  if (typeof value === "string") return change(value) as T;
  return Object.fromEntries(Object.entries(value).map(([locale, text]) => [locale, change(text ?? "")])) as T;
}

/** Every language's value of a brand text. */
export function brandTextValues(value: BrandText | undefined): string[] {
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : Object.values(value).filter((text): text is string => text !== undefined);
}
