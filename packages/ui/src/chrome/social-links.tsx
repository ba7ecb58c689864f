import { useLingui } from "@lingui/react/macro";
import "../visually-hidden.css";
import type { ReactNode } from "react";
import { linkProps } from "./hrefs.ts";
import { ChromeLinkList, webLinksOf } from "./link-list.tsx";
import type { ThemePieceProps } from "./theme-piece-props.ts";
import { socialClickEvent, useAnalytics } from "../analytics/index.ts";

export const SOCIAL_NETWORKS = ["fb", "tw", "ig", "yt"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Service names are proper nouns: shown as written in every language. */
export const SOCIAL_NETWORK_NAME = {
  fb: "Facebook",
  tw: "X (Twitter)",
  ig: "Instagram",
  yt: "YouTube",
} as const satisfies Record<SocialNetwork, string>;

export interface SocialLinksProps extends ThemePieceProps {
  /** A brand's own glyph before the name (decorative; mark it aria-hidden). */
  renderGlyph?: (network: SocialNetwork) => ReactNode;
}

/**
 * Links to the brand's social pages (fb, tw, ig, yt), only those the theme configures; nothing
 * when none is. Each opens in a new tab and says so to assistive technology.
 * Styling hooks: `[data-chrome="social-links"]`, `[data-network]`, `[data-part="label"]`.
 */
/** Whether the theme has any social link SocialLinks would show (a "Follow us" with none is empty). */
export function hasSocialLinks(theme: SocialLinksProps["theme"]): boolean {
  const social = theme.meta_data?.social ?? {};
  return webLinksOf(SOCIAL_NETWORKS, (network) => social[network]).length > 0;
}

export function SocialLinks({ theme, renderGlyph, className }: SocialLinksProps) {
  const social = theme.meta_data?.social ?? {};
  return (
    <ChromeLinkList
      chrome="social-links"
      className={className}
      links={webLinksOf(SOCIAL_NETWORKS, (network) => social[network])}
      renderLink={(network, href) => <SocialLink network={network} href={href} glyph={renderGlyph?.(network)} />}
    />
  );
}

function SocialLink({ network, href, glyph }: { network: SocialNetwork; href: string; glyph: ReactNode }) {
  const { t } = useLingui();
  const { trackedLinkProps } = useAnalytics();
  const service = SOCIAL_NETWORK_NAME[network];
  return (
    // The name comes from the content (label + hidden hint), so what is seen is what is heard.
    <a {...linkProps(href, { newTab: true })} {...trackedLinkProps(socialClickEvent(network))}>
      {glyph}
      <span data-part="label">{service}</span>
      <span data-visually-hidden>{t` (opens in a new tab)`}</span>
    </a>
  );
}
