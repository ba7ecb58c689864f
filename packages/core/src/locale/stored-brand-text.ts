import type { LocaleCode } from "./locales.ts";
import type { TextTranslations } from "./brand-text.ts";

// Its own module: only the return flow uses it, so the tracking page's entry chunk leaves it out.
/** A text stored as a default-language value with the other languages beside it (a return reason), as one brand text. */
export function withDefaultText(text: string, translations: TextTranslations | undefined, defaultLocale: LocaleCode): TextTranslations {
  return { ...translations, [defaultLocale]: text };
}
