import { useLingui } from "@lingui/react/macro";
import { useAnalytics } from "@portal/ui";
import { brandDefaultLocale, brandTextFor, type LocaleCode, type ShownBrandText } from "@portal/core/locale";
import type { Theme } from "@portal/core/theme";

/** The brand's return-page banner in the page's language (else the default one's, marked) when switched on, else null. */
export function returnPageBanner(theme: Theme, pageLocale: LocaleCode): ShownBrandText | null {
  const { return_page_message_enabled: enabled, return_page_message: html, default_locale } = theme.config ?? {};
  if (!enabled) return null;
  const shown = brandTextFor(html, pageLocale, brandDefaultLocale(default_locale));
  return shown && shown.text.trim() ? shown : null;
}

/**
 * The banner in a labelled region. The server sanitised this HTML before inlining the theme
 * (apps/server ssr/sanitize-banner.ts `themeForPage`), as it does the forward-page banner.
 */
export function ReturnPageBanner({ theme, brandName, pageLocale }: { theme: Theme; brandName: string; pageLocale: LocaleCode }) {
  const { t } = useLingui();
  // Its links carry their Banner event (the server's sanitising wrote it): a click is counted.
  const { trackedClickIn } = useAnalytics();
  const banner = returnPageBanner(theme, pageLocale);
  if (banner === null) return null;
  return (
    <section className="portal-return-banner" data-part="return-banner" aria-label={brandName ? t`Message from ${brandName}` : t`Message from the store`}>
      {/* Another language than the page's carries its lang and dir (brandTextFor). */}
      <div dir={banner.dir ?? "auto"} lang={banner.lang} role="presentation" onClick={trackedClickIn} dangerouslySetInnerHTML={{ __html: banner.text }} />
    </section>
  );
}
