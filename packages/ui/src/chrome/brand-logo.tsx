import { useState, type ReactNode } from "react";
import { webHref, type Theme } from "@portal/core/theme";
import { imageSrc, linkProps } from "./hrefs.ts";

export interface BrandLogoProps {
  theme: Pick<Theme, "logo" | "name"> & Partial<Pick<Theme, "meta_data">>;
  /**
   * Shown when the theme has no logo, instead of the generic placeholder (a brand's own
   * wordmark). It must carry the brand name as its accessible name.
   */
  fallback?: ReactNode;
  className?: string;
}

/**
 * The theme logo linked to the brand website (`meta_data.website`); a placeholder when the
 * theme has no logo, plain (unlinked) when it has no website.
 * Styling hooks: `[data-chrome="brand-logo"][data-state="image" | "placeholder"]`, `[data-part]`.
 */
export function BrandLogo({ theme, fallback, className }: BrandLogoProps) {
  const logo = imageSrc(theme.logo);
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  // A logo that fails to load shows the placeholder (or the brand's fallback) instead of a broken image.
  const src = logo && failedSrc !== logo ? logo : undefined;
  const href = webHref(theme.meta_data?.website);
  const content = src ? (
    <img data-part="image" src={src} alt={theme.name} decoding="async" onError={() => setFailedSrc(src)} />
  ) : (
    (fallback ?? <LogoPlaceholder name={theme.name} />)
  );
  const attrs = {
    "data-chrome": "brand-logo",
    "data-state": src ? "image" : "placeholder",
    className,
  } as const;
  if (!href) return <span {...attrs}>{content}</span>;
  return (
    <a {...attrs} {...linkProps(href)}>
      {content}
    </a>
  );
}

/** Generic mark (an original parcel outline) plus the brand name, for themes without a logo. */
export function LogoPlaceholder({ name }: { name: string }) {
  return (
    <span data-part="placeholder">
      <svg data-part="placeholder-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" opacity="0.12" />
        <path
          d="M16 6 7 10.5v11L16 26l9-4.5v-11L16 6ZM7 10.5 16 15l9-4.5M16 15v11M11.5 8.25l9 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span data-part="name">{name}</span>
    </span>
  );
}
