import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { intlTag } from "@portal/i18n";
import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import { useFooterTabs } from "./footer-tabs.ts";
import manifest from "./manifest.ts";
import { countryName, PHONE_LINES, telHref } from "./phone-numbers.ts";
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/**
 * Tabbed sections (call us in four countries, write to us, follow us), one open at a time and
 * none at first, then the copyright line. Shown on every return step (manifest).
 */
export function Footer({ theme, locale, device, orderStep }: BrandChromeProps) {
  const tabs = useFooterTabs();
  const baseId = useId();
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  const sections: { title: ReactNode; body: ReactNode }[] = [
    {
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
    },
    { title: <Trans>Write to us</Trans>, body: <ContactDetails theme={{ ...theme, meta_data: { email: theme.meta_data?.email } }} /> },
    {
      title: <Trans>Follow us</Trans>,
      body: (
        <>
          <SocialLinks theme={theme} />
          <AppLinks theme={theme} />
        </>
      ),
    },
  ];
  return (
    <footer data-brand="threadline" data-chrome-footer="standard" data-device={device} data-open-tab={tabs.open}>
      <div data-part="tabs">
        {sections.map((section, index) => {
          const panelId = `${baseId}-panel-${index}`;
          return (
            <section key={panelId} data-part="tab-section">
              <h2>
                <button {...tabs.tabProps(index, panelId)} data-part="tab">
                  {section.title}
                </button>
              </h2>
              <div {...tabs.panelProps(index, panelId)} data-part="panel">
                {section.body}
              </div>
            </section>
          );
        })}
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
