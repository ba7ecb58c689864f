import { Trans } from "@lingui/react/macro";
import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps, type SocialNetwork } from "@portal/ui";
import manifest from "./manifest.ts";
import { helpHref, helpLanguage } from "./help-link.ts";

/** Short codes in a diamond: Kestrel's own marks for social links, not the networks' logos. */
const GLYPH_CODE = { fb: "F", tw: "X", ig: "IG", yt: "YT" } as const satisfies Record<SocialNetwork, string>;

function SocialGlyph({ network }: { network: SocialNetwork }) {
  return (
    <svg data-part="glyph" viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
      <rect x="4.5" y="4.5" width="15" height="15" transform="rotate(45 12 12)" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <text x="12" y="15" textAnchor="middle" fontSize="8.5" fontWeight="700" fill="currentColor" direction="ltr">
        {GLYPH_CODE[network]}
      </text>
    </svg>
  );
}

/** Help centre link (Arabic or English), contact, social and app links, copyright. Always shown. */
export function Footer({ theme, locale, device, orderStep }: BrandChromeProps) {
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  const help = helpHref(theme.meta_data?.website, locale);
  const helpLang = helpLanguage(locale);
  return (
    <footer data-brand="kestrel" data-device={device}>
      <div data-part="top">
        {help && (
          <p data-part="help">
            <a href={help} hrefLang={helpLang} rel="noopener noreferrer">
              <Trans>Help with orders and returns</Trans>
            </a>
          </p>
        )}
        <ContactDetails theme={theme} />
      </div>
      <div data-part="links">
        <SocialLinks theme={theme} renderGlyph={(network) => <SocialGlyph network={network} />} />
        <AppLinks theme={theme} />
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
