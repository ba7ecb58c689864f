import type { LocaleCode } from "@portal/core/locale";
import { webHref } from "@portal/ui";

export type HelpLanguage = "ar" | "en";

/** Kestrel's help centre exists in Arabic and English: Arabic pages link the Arabic one. */
export function helpLanguage(locale: LocaleCode): HelpLanguage {
  return locale === "ar" ? "ar" : "en";
}

/** `<website>/<ar|en>/help`, or undefined when the theme has no usable website. */
export function helpHref(website: string | undefined, locale: LocaleCode): string | undefined {
  const base = webHref(website);
  if (!base || !/^https?:\/\//i.test(base)) return undefined;
  return new URL(`/${helpLanguage(locale)}/help`, base).href;
}
