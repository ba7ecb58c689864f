import type { ComponentType, ReactNode } from "react";
import type { BrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import type { LocaleCode } from "@portal/core/locale";

/** What the portal knows about the request when it renders a brand's chrome. */
export interface BrandChromeProps {
  theme: Theme;
  locale: LocaleCode;
  /** Path without the language prefix, e.g. "/tracking". */
  pathname: string;
  device: "mobile" | "other";
  /** Return flow step (1-3); footers show only below 2 unless the manifest says always. */
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

/**
 * The lazily loaded half of a brand: its chrome. The other half, the React-free manifest
 * (rules, policies, theme defaults), lives in `@portal/core/brand` terms in the package's
 * `./manifest` export and is read eagerly by the server and the portal.
 */
export interface BrandDefinition {
  /** Package id: the folder name under brands/ (the manifest's id). */
  id: string;
  manifest: BrandManifest;
  Header: ComponentType<BrandChromeProps>;
  Footer: ComponentType<BrandChromeProps>;
  /** Replaces the default arrangement of the tracking screen. */
  TrackingVariant?: ComponentType<TrackingVariantProps>;
}

/** A brand package's chrome export. */
export function defineBrand(brand: Omit<BrandDefinition, "id">): BrandDefinition {
  return { id: brand.manifest.id, ...brand };
}
