import { createElement, type ComponentType, type ReactNode } from "react";
import type { BrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import type { LocaleCode } from "@portal/core/locale";
import { StandardHeader } from "../chrome/standard-header.tsx";
import { staticChrome } from "./static-chrome.tsx";

/** What the portal knows about the request when it renders a brand's chrome. */
export interface BrandChromeProps {
  theme: Theme;
  locale: LocaleCode;
  /** Path without the language prefix, e.g. "/tracking". */
  pathname: string;
  /** The page's query ("?waybill=…" or ""): the language switch keeps it, without JavaScript too. */
  search?: string;
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
  /**
   * A footer of links and text is best a `staticChrome` (static-chrome.tsx): a tracking page
   * then keeps the server's markup of it and downloads none of its code. One with behaviour of
   * its own (tabs, a dismissible bar) is a plain component.
   */
  Footer: ComponentType<BrandChromeProps>;
  /** Replaces the default arrangement of the tracking screen. */
  TrackingVariant?: ComponentType<TrackingVariantProps>;
  /**
   * Loads the code of what this page's live chrome shows from a chunk of its own (marigold's
   * app bar, on its home page only): the server awaits it before it renders a page and the
   * browser before it hydrates, so both render it in full and a page that does not show it
   * never downloads it.
   */
  prepare?: (page: BrandChromeProps) => Promise<void>;
}

/** What a brand package passes to `defineBrand`: a Header or Footer it leaves out is the standard one. */
export type BrandChromeParts = Omit<BrandDefinition, "id" | "Header" | "Footer"> & Partial<Pick<BrandDefinition, "Header" | "Footer">>;

/**
 * A brand package's chrome export. A brand without a Header or Footer of its own gets
 * `StandardHeader` / `StandardFooter` scoped to its id (and imports their stylesheets itself);
 * the standard footer (with the manifest's store and legal links) is static chrome, its code a
 * chunk of its own.
 */
export function defineBrand({ Header, Footer, ...brand }: BrandChromeParts): BrandDefinition {
  const { id, footerPolicy, footerLinks } = brand.manifest;
  return {
    id,
    ...brand,
    Header: Header ?? ((props) => createElement(StandardHeader, { brandId: id, ...props })),
    Footer:
      Footer ??
      staticChrome(() =>
        import("../chrome/standard-footer.tsx").then(
          ({ StandardFooter }) =>
            (props: BrandChromeProps) =>
              createElement(StandardFooter, { brandId: id, footerPolicy, footerLinks, ...props }),
        ),
      ),
  };
}
