import { Trans } from "@lingui/react/macro";
import { ContactDetails, SocialLinks, StandardFooter, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";
import { HEAD_OFFICE, WHATSAPP_LINES, whatsappHref } from "./support.ts";

/** Contact, WhatsApp support links, the head-office address, social links, copyright. */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  return (
    <StandardFooter brandId="bloom" theme={theme} device={device} orderStep={orderStep} footerPolicy={manifest.footerPolicy}>
      <ContactDetails theme={theme} />
      <div data-part="whatsapp">
        <h2>
          <Trans>WhatsApp support</Trans>
        </h2>
        <ul role="list">
          {WHATSAPP_LINES.map((line) => (
            <li key={line.id}>
              <a href={whatsappHref(line.number)} rel="noopener noreferrer" target="_blank" dir="ltr">
                {line.number}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <address data-part="head-office">
        <h2>
          <Trans>Head office</Trans>
        </h2>
        {HEAD_OFFICE.map((line) => (
          // The address is written in English: its own direction, so an Arabic page does not move "Ltd."'s full stop to its start.
          <span key={line} dir="auto">
            {line}
          </span>
        ))}
      </address>
      <SocialLinks theme={theme} />
    </StandardFooter>
  );
}
