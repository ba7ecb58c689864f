import { AppLinks, ContactDetails, CopyrightLine, shouldShowFooter, SocialLinks, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";
import "@portal/ui/chrome/standard-footer.css";
import "./Footer.css";

/** Contact, social and app links and the copyright line, each only when the theme has it. */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  if (!shouldShowFooter(orderStep, manifest.footerPolicy)) return null;
  return (
    <footer data-brand="lua" data-chrome-footer="standard" data-device={device}>
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
