import { useLingui } from "@lingui/react/macro";
import type { Theme } from "@portal/core/theme";

/** The brand's forward-page banner HTML when the theme switches it on (spec section 2), else null. */
export function forwardPageBannerHtml(theme: Theme): string | null {
  const { forward_page_message_enabled: enabled, forward_page_message: html } = theme.config ?? {};
  return enabled && html?.trim() ? html : null;
}

/**
 * The banner in a labelled region. The server sanitised this HTML before inlining the theme
 * (apps/server ssr/sanitize-banner.ts); this is the only place the portal renders brand HTML.
 */
export function ForwardPageBanner({ html, brandName }: { html: string; brandName: string }) {
  const { t } = useLingui();
  return (
    <section className="portal-forward-banner" data-part="forward-banner" aria-label={brandName ? t`Message from ${brandName}` : t`Message from the store`}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
