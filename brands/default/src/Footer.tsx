import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";
import "./Footer.css";

/**
 * Email, phone with call hours and days, social and app links, and the copyright line; each
 * only when the theme has it. Hidden from step 2 of the return flow on.
 */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  return (
    <footer data-brand="default" data-device={device}>
      <div data-part="columns">
        <ContactDetails theme={theme} />
        <SocialLinks theme={theme} />
        <AppLinks theme={theme} />
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
