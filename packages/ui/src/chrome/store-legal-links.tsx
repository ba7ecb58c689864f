import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { resolveFooterLinks, type FooterLink, type FooterLinkKind } from "@portal/core/brand";
import "../visually-hidden.css";
import { outboundClickEvent, useAnalytics } from "../analytics/index.ts";
import { linkProps } from "./hrefs.ts";
import { ChromeLinkList } from "./link-list.tsx";
import type { ThemePieceProps } from "./theme-piece-props.ts";

/** Each kind's label, translated. */
export const FOOTER_LINK_LABEL = {
  "store-locator": msg`Store locator`,
  terms: msg`Terms of use`,
  privacy: msg`Privacy policy`,
  "returns-policy": msg`Returns policy`,
} as const satisfies Record<FooterLinkKind, MessageDescriptor>;

export interface StoreLegalLinksProps extends ThemePieceProps {
  /** The manifest's `footerLinks`: paths on the theme's website or addresses elsewhere. */
  links: readonly FooterLink[];
}

/**
 * A footer's store and legal links (store locator, terms, privacy, returns policy), in the
 * manifest's order; nothing when none resolves. Outbound-link rules (core's footer-links.ts):
 * a page of the brand's website opens in this tab, after the outbound delay when a script sink
 * must send first; another host's opens in a new tab and says so. Each click is tracked
 * ("Outbound", its kind), from the markup too, so the footer can stay static chrome.
 * Styling hooks: `[data-chrome="store-legal-links"]`, `[data-link="<kind>"]`.
 */
export function StoreLegalLinks({ links, theme, className }: StoreLegalLinksProps) {
  const resolved = resolveFooterLinks(links, theme.meta_data?.website);
  const newTabOf = new Map(resolved.map((link) => [link.kind, link.newTab]));
  return (
    <ChromeLinkList
      chrome="store-legal-links"
      className={className}
      links={resolved.map(({ kind, href }) => ({ key: kind, href }))}
      renderLink={(kind, href) => <StoreLegalLink kind={kind} href={href} newTab={newTabOf.get(kind) ?? true} />}
    />
  );
}

function StoreLegalLink({ kind, href, newTab }: { kind: FooterLinkKind; href: string; newTab: boolean }) {
  const { i18n, t } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  return (
    <a {...linkProps(href, { newTab })} {...trackedLinkProps(outboundClickEvent(kind))}>
      {i18n._(FOOTER_LINK_LABEL[kind])}
      {newTab && <span data-visually-hidden>{t` (opens in a new tab)`}</span>}
    </a>
  );
}
