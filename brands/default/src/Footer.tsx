import { StandardFooter, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";

/**
 * The standard footer: email, phone with call hours and days, the manifest's store and legal
 * links, social and app links, and the copyright line; each only when there is one. Hidden from step 2 of the return flow on.
 */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  return (
    <StandardFooter
      brandId="default"
      footerPolicy={manifest.footerPolicy}
      footerLinks={manifest.footerLinks}
      theme={theme}
      device={device}
      orderStep={orderStep}
    />
  );
}
