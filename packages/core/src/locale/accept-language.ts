import { DEFAULT_LOCALE, isLocale, type LocaleCode } from "./locales.ts";

/**
 * The locale an `Accept-Language` header asks for: the first of its languages, by weight,
 * that the portal speaks (a region is ignored: `ar-EG` is `ar`); English when none is.
 * The portal's API client sends the page's language this way.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): LocaleCode {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.trim().split("-")[0]?.toLowerCase() ?? "", weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
