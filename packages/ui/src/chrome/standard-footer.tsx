import type { ReactNode } from "react";
import type { FooterPolicy } from "@portal/core/brand";
import type { BrandChromeProps } from "../brand/define-brand.ts";
import { AppLinks } from "./app-links.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { CopyrightLine } from "./copyright-line.tsx";
import { shouldShowFooter } from "./footer-visibility.ts";
import { SocialLinks } from "./social-links.tsx";

export interface StandardFooterProps extends Pick<BrandChromeProps, "theme" | "device" | "orderStep"> {
  brandId: string;
  footerPolicy: FooterPolicy;
  /** The columns; contact, social and app links (each only when the theme has it) when absent. */
  children?: ReactNode;
}

/**
 * The footer most brands share: columns, then the copyright line; hidden from return step 2 on
 * unless the manifest's policy says always. Styled by `@portal/ui/chrome/standard-footer.css`.
 */
export function StandardFooter({ brandId, theme, device, orderStep, footerPolicy, children }: StandardFooterProps) {
  if (!shouldShowFooter(orderStep, footerPolicy)) return null;
  return (
    <footer data-brand={brandId} data-chrome-footer="standard" data-device={device}>
      <div data-part="columns">
        {children ?? (
          <>
            <ContactDetails theme={theme} />
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
