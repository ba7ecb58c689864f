import { useCallback } from "react";
import { brandDefaultLocale, brandTextFor, withDefaultText, type ShownBrandText, type TextTranslations } from "@portal/core/locale";
import { usePortal } from "./portal-state-context.tsx";

/**
 * Shows a brand-written text stored as its default-language value plus translations (a
 * return reason, the exchange instructions) in the page's language, or in the brand's default
 * language with the `lang`/`dir` to put on it (core's brandTextFor).
 */
export function useBrandText(): (text: string, translations: TextTranslations | undefined) => ShownBrandText {
  const { state } = usePortal();
  const pageLocale = state.user.lang;
  const defaultLocale = brandDefaultLocale(state.theme.config?.default_locale);
  return useCallback(
    (text, translations) => brandTextFor(withDefaultText(text, translations, defaultLocale), pageLocale, defaultLocale) ?? { text },
    [pageLocale, defaultLocale],
  );
}
