import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { intlTag } from "@portal/i18n";
import { AppLinks, ContactDetails, CopyrightLine, hasAppLinks, hasSocialLinks, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import { FOOTER_TABS_NAME } from "./footer-tabs.ts";
import manifest from "./manifest.ts";
import { countryName, PHONE_LINES, telHref } from "./phone-numbers.ts";

/**
 * Tabbed sections (call us in four countries, write to us, follow us), one open at a time and
 * none at first, then the copyright line. Shown on every return step (manifest). Static chrome
 * (index.tsx): the page keeps the server's markup and never runs this code, so the sections
 * are native `<details>` of one exclusive group (footer-tabs.ts), with no state of React's.
 * Its styles load with the brand (index.tsx imports them).
 */
export function Footer({ theme, locale, device, orderStep }: BrandChromeProps) {
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  const sections: { key: string; title: ReactNode; body: ReactNode; shown: boolean }[] = [
    {
      key: "call",
      title: <Trans>Call us</Trans>,
      body: (
        <ul role="list" data-part="phones">
          {PHONE_LINES.map((line) => (
            <li key={line.country} data-country={line.country}>
              <span>{countryName(line.country, intlTag(locale))}</span>{" "}
              <a href={telHref(line.number)} dir="ltr">
                {line.number}
              </a>
            </li>
          ))}
        </ul>
      ),
      shown: true,
    },
    {
      key: "write",
      title: <Trans>Write to us</Trans>,
      body: <ContactDetails theme={{ ...theme, meta_data: { email: theme.meta_data?.email } }} />,
      shown: Boolean(theme.meta_data?.email),
    },
    {
      key: "follow",
      title: <Trans>Follow us</Trans>,
      body: (
        <>
          <SocialLinks theme={theme} />
          <AppLinks theme={theme} />
        </>
      ),
      // A tab that would open on nothing is left out (it opened empty on a theme without links).
      shown: hasSocialLinks(theme) || hasAppLinks(theme),
    },
  ];
  return (
    <footer data-brand="threadline" data-chrome-footer="standard" data-device={device}>
      <div data-part="tabs">
        {sections
          .filter((section) => section.shown)
          .map((section) => (
            <details key={section.key} name={FOOTER_TABS_NAME} data-part="tab-section">
              <summary data-part="tab">
                <h2>{section.title}</h2>
              </summary>
              <div data-part="panel">{section.body}</div>
            </details>
          ))}
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
