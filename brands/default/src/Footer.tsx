import { StandardFooter, type BrandChromeProps } from "@portal/ui";
import manifest from "./manifest.ts";

/**
 * The standard footer: email, phone with call hours and days, social and app links, and the
 * copyright line; each only when the theme has it. Hidden from step 2 of the return flow on.
 */
export function Footer({ theme, device, orderStep }: BrandChromeProps) {
  return <StandardFooter brandId="default" footerPolicy={manifest.footerPolicy} theme={theme} device={device} orderStep={orderStep} />;
}
