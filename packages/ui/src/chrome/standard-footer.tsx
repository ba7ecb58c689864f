import type { ReactNode } from "react";
import type { FooterLink, FooterPolicy } from "@portal/core/brand";
import type { BrandChromeProps } from "../brand/define-brand.ts";
import { AppLinks } from "./app-links.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { CopyrightLine } from "./copyright-line.tsx";
import { shouldShowFooter } from "./footer-visibility.ts";
import { SocialLinks } from "./social-links.tsx";
import { StoreLegalLinks } from "./store-legal-links.tsx";

export interface StandardFooterProps extends Pick<BrandChromeProps, "theme" | "device" | "orderStep"> {
  brandId: string;
  footerPolicy: FooterPolicy;
  /** The manifest's store and legal links, a column of the default columns (none by default). */
  footerLinks?: readonly FooterLink[];
  /** The columns; contact, store and legal, social and app links (each only when there is one) when absent. */
  children?: ReactNode;
}

/**
 * The footer most brands share: columns (by default contact, the manifest's store and legal
 * links, social and app links), then the copyright line; hidden from return step 2 on unless
 * the manifest's policy says always. Styled by `@portal/ui/chrome/standard-footer.css`.
 */
export function StandardFooter({ brandId, theme, device, orderStep, footerPolicy, footerLinks = [], children }: StandardFooterProps) {
  if (!shouldShowFooter(orderStep, footerPolicy)) return null;
  return (
    <footer data-brand={brandId} data-chrome-footer="standard" data-device={device}>
      <div data-part="columns">
        {children ?? (
          <>
            <ContactDetails theme={theme} />
            <StoreLegalLinks theme={theme} links={footerLinks} />
            <SocialLinks theme={theme} />
            <AppLinks theme={theme} />
          </>
        )}
      </div>
      <div data-part="legal">
        <CopyrightLine brandName={theme.name} />
      </div>
    </footer>
  );
}
