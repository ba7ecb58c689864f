import { useLingui } from "@lingui/react/macro";
import type { Theme } from "@portal/core/theme";

/** The brand's return-page banner HTML when the theme switches it on (product rules §2), else null. */
export function returnPageBannerHtml(theme: Theme): string | null {
  const { return_page_message_enabled: enabled, return_page_message: html } = theme.config ?? {};
  return enabled && html?.trim() ? html : null;
}

/**
 * The banner in a labelled region. The server sanitised this HTML before inlining the theme
 * (apps/server ssr/sanitize-banner.ts `themeForPage`), as it does the forward-page banner.
 */
export function ReturnPageBanner({ theme, brandName }: { theme: Theme; brandName: string }) {
  const { t } = useLingui();
  const html = returnPageBannerHtml(theme);
  if (html === null) return null;
  return (
    <section className="portal-return-banner" data-part="return-banner" aria-label={brandName ? t`Message from ${brandName}` : t`Message from the store`}>
      {/* dir="auto": the brand writes it in one language, which may not be the page's. */}
      <div dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
