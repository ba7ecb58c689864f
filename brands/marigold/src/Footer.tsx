import { ContactDetails, SocialLinks, StandardFooter, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";

/** Contact and social links, copyright: links and text only (static chrome, index.tsx). */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  return (
    <StandardFooter brandId="marigold" theme={theme} device={device} orderStep={orderStep} footerPolicy={manifest.footerPolicy}>
      <ContactDetails theme={theme} />
      <SocialLinks theme={theme} />
    </StandardFooter>
  );
}
