import { useLingui } from "@lingui/react/macro";
import { foreignLanguageOfText, textOfHtml } from "@portal/core/locale";
import type { Theme } from "@portal/core/theme";
import { usePortal } from "../../state/portal-state-context.tsx";

/** The brand's forward-page banner HTML when the theme switches it on (product rules §2), else null. */
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
  const { state } = usePortal();
  // The brand writes the banner in its own language: marked so screen readers switch voice,
  // and isolated with its own direction (dir isolates) so an English full stop stays at the end on Arabic pages.
  const lang = foreignLanguageOfText(textOfHtml(html), state.user.lang);
  return (
    <section className="portal-forward-banner" data-part="forward-banner" aria-label={brandName ? t`Message from ${brandName}` : t`Message from the store`}>
      <div dir="auto" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
