import type { LocaleCode } from "@portal/core/locale";
import { onWebsite } from "@portal/core/theme";

export type HelpLanguage = "ar" | "en";

/** Kestrel's help centre exists in Arabic and English: Arabic pages link the Arabic one. */
export function helpLanguage(locale: LocaleCode): HelpLanguage {
  return locale === "ar" ? "ar" : "en";
}

/** `<website>/<ar|en>/help`, or undefined when the theme has no usable website. */
export function helpHref(website: string | undefined, locale: LocaleCode): string | undefined {
  return onWebsite(`/${helpLanguage(locale)}/help`, website);
}
