import type { ReactNode } from "react";
import type { BrandChromeProps } from "../brand/define-brand.ts";
import { BrandLogo } from "./brand-logo.tsx";

export interface StandardHeaderProps extends Pick<BrandChromeProps, "theme" | "device"> {
  /** The brand package id: its CSS is scoped under `[data-brand="<id>"]`. */
  brandId: string;
  /** Shown instead of the generic placeholder when the theme has no logo (the brand's wordmark). */
  logoFallback?: ReactNode;
  /** Shown in the bar after the logo (a language switch, a sign-in link). */
  children?: ReactNode;
  /** Shown under the bar (an ad strip, a menu). */
  below?: ReactNode;
}

/**
 * The header most brands share: a bar with the theme logo (or the placeholder) linked to the
 * brand website. Styled by `@portal/ui/chrome/standard-header.css` (`data-chrome-header="standard"`);
 * the brand's own CSS adds only what differs.
 */
export function StandardHeader({ brandId, theme, device, logoFallback, children, below }: StandardHeaderProps) {
  return (
    <header data-brand={brandId} data-chrome-header="standard" data-device={device}>
      <div data-part="bar">
        <BrandLogo theme={theme} fallback={logoFallback} />
        {children}
      </div>
      {below}
    </header>
  );
}
