import { onWebsite, webHref } from "../theme/web-links.ts";
import type { FooterLinkKind } from "./footer-link-kinds.ts";
import type { FooterLink } from "./footer-links.ts";

/** Where a footer link goes and how it opens. */
export interface ResolvedFooterLink {
  kind: FooterLinkKind;
  href: string;
  /**
   * Outbound-link rule: a page of the brand's own website opens in this tab (as the logo's
   * link does), after the outbound delay where a script sink must send first; an address on
   * any other host opens in a new tab.
   */
  newTab: boolean;
}

/**
 * The links a footer shows, resolved against the theme's website: a path needs a usable
 * website (no website, no link); an absolute address stands alone.
 */
export function resolveFooterLinks(links: readonly FooterLink[], website: string | undefined): ResolvedFooterLink[] {
  const site = onWebsite("/", website);
  const siteHost = site ? new URL(site).host : undefined;
  return links.flatMap(({ kind, href }) => {
    const resolved = href.startsWith("/") ? onWebsite(href, website) : webHref(href);
    if (!resolved || !/^https?:\/\//i.test(resolved)) return [];
    return [{ kind, href: resolved, newTab: new URL(resolved).host !== siteHost }];
  });
}
