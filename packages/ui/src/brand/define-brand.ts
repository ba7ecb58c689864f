import type { ComponentType, ReactNode } from "react";
import type { Theme, ThemeTokens } from "@portal/core/theme";
import type { LocaleCode } from "@portal/core/locale";

/** What the portal knows about the request when it renders a brand's chrome. */
export interface BrandChromeProps {
  theme: Theme;
  locale: LocaleCode;
  /** Path without the language prefix, e.g. "/tracking". */
  pathname: string;
  device: "mobile" | "other";
  /** Return flow step (1-3); footers show only below 2 unless the brand says always. */
  orderStep?: number;
}

/** The tracking screen's parts, so a brand can re-arrange them without re-implementing them. */
export interface TrackingVariantProps {
  status: ReactNode;
  timeline: ReactNode;
  details: ReactNode;
  actions: ReactNode;
  banner: ReactNode;
}

/** Switches that differ between brands. A difference between brands is a field here or in the theme. */
export interface BrandFlags {
  /** Returns and exchanges need no login. */
  loginFreeReturns: boolean;
  /** The /pincode serviceability page exists for this brand. */
  pincodePage: boolean;
  /** Self-ship is offered on /returns. */
  selfShip: boolean;
  /** Delivery-date options are Fridays only. */
  fridayOnlyDeliveryDates: boolean;
  /** The header is not rendered at all. */
  hideHeader: boolean;
  /** The footer shows on every step of the return flow. */
  footerAlwaysShown: boolean;
}

export interface BrandDefinition {
  /** Package id: the folder name under brands/. */
  id: string;
  displayName: string;
  /** Token defaults; the theme stored for the brand overrides them. */
  tokens: ThemeTokens;
  Header: ComponentType<BrandChromeProps>;
  Footer: ComponentType<BrandChromeProps>;
  /** Replaces the default arrangement of the tracking screen. */
  TrackingVariant?: ComponentType<TrackingVariantProps>;
  flags: BrandFlags;
}

export const DEFAULT_BRAND_FLAGS: BrandFlags = {
  loginFreeReturns: false,
  pincodePage: false,
  selfShip: false,
  fridayOnlyDeliveryDates: false,
  hideHeader: false,
  footerAlwaysShown: false,
};

/** A brand package's single export. Fills unset flags so every consumer sees a complete contract. */
export function defineBrand(
  brand: Omit<BrandDefinition, "flags"> & { flags?: Partial<BrandFlags> },
): BrandDefinition {
  return { ...brand, flags: { ...DEFAULT_BRAND_FLAGS, ...brand.flags } };
}
