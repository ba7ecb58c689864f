import { useLingui } from "@lingui/react/macro";
import { useAnalytics } from "@portal/ui";
import { brandDefaultLocale, brandTextFor, type LocaleCode, type ShownBrandText } from "@portal/core/locale";
import type { Theme } from "@portal/core/theme";

/**
 * The brand's forward-page banner in the page's language (or the brand's default language,
 * marked with its `lang`) when the theme switches it on (product rules §2), else null.
 */
export function forwardPageBanner(theme: Theme, pageLocale: LocaleCode): ShownBrandText | null {
  const { forward_page_message_enabled: enabled, forward_page_message: html, default_locale } = theme.config ?? {};
  if (!enabled) return null;
  const shown = brandTextFor(html, pageLocale, brandDefaultLocale(default_locale));
  return shown && shown.text.trim() ? shown : null;
}

/**
 * The banner in a labelled region. The server sanitised this HTML before inlining the theme
 * (apps/server ssr/sanitize-banner.ts); this is the only place the portal renders brand HTML.
 */
export function ForwardPageBanner({ banner, brandName }: { banner: ShownBrandText; brandName: string }) {
  const { t } = useLingui();
  // Its links carry their Banner event (the server's sanitising wrote it): a click is counted.
  const { trackedClickIn } = useAnalytics();
  // A banner in another language than the page's carries its lang (screen readers switch voice)
  // and its dir, isolated, so an English full stop stays at the end on Arabic pages.
  return (
    <section className="portal-forward-banner" data-part="forward-banner" aria-label={brandName ? t`Message from ${brandName}` : t`Message from the store`}>
      <div dir={banner.dir ?? "auto"} lang={banner.lang} role="presentation" onClick={trackedClickIn} dangerouslySetInnerHTML={{ __html: banner.text }} />
    </section>
  );
}
