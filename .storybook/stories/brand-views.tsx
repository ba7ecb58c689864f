// What the brand picker's stories render: a brand's real chrome (its Header, Footer and
// tracking variant) around sample tracking parts, on the brand's theme with its manifest's defaults.
import type { CSSProperties } from "react";
import { isHeaderShown } from "@portal/core/brand";
import type { LocaleCode } from "@portal/i18n";
import { DefaultTrackingLayout, type BrandChromeProps } from "@portal/ui";
import { sampleTrackingParts } from "@portal/ui/testing";
import { catalogBrand } from "../brand-catalog.ts";

/** Filled by the decorator from the toolbars (brand, language, viewport). */
export interface PickedBrandArgs {
  brandId: string;
  locale: LocaleCode;
  device: BrandChromeProps["device"];
  pathname: string;
  orderStep?: number;
  /** "empty": the brand filled in nothing but its name (placeholder logo, copyright only). */
  sample: "full" | "empty";
}

function chromeProps({ brandId, locale, device, pathname, orderStep, sample }: PickedBrandArgs): BrandChromeProps {
  const entry = catalogBrand(brandId);
  return { theme: sample === "empty" ? entry.emptyTheme : entry.fullTheme, locale, device, pathname, orderStep };
}

export function BrandHeaderView(args: PickedBrandArgs) {
  const { Header } = catalogBrand(args.brandId).brand;
  return <Header {...chromeProps(args)} />;
}

export function BrandFooterView(args: PickedBrandArgs) {
  const { Footer } = catalogBrand(args.brandId).brand;
  return <Footer {...chromeProps(args)} />;
}

/** The tracking page as a shopper gets it: header (where the manifest shows it), tracking variant, footer. */
export function BrandTrackingPageView(args: PickedBrandArgs) {
  const { brand } = catalogBrand(args.brandId);
  const props = chromeProps(args);
  const Layout = brand.TrackingVariant ?? DefaultTrackingLayout;
  const headerShown = isHeaderShown(brand.manifest.headerPolicy, { screen: "tracking", path: args.pathname, webview: false });
  const main: CSSProperties = { boxSizing: "border-box", maxInlineSize: "72rem", marginInline: "auto", padding: "1.5rem" };
  return (
    <>
      {headerShown ? <brand.Header {...props} /> : null}
      <main style={main}>
        <Layout
          {...sampleTrackingParts({
            journey: "in-transit",
            expectedDelivery: "Your order is on its way and on schedule.",
            bannerFrom: props.theme.name,
          })}
        />
      </main>
      <brand.Footer {...props} />
    </>
  );
}

/** The widths designers check: a small phone, a common Android phone, a laptop. */
const VIEWPORT_WIDTHS = [
  { width: 320, device: "mobile" },
  { width: 412, device: "mobile" },
  { width: 1366, device: "other" },
] as const satisfies readonly { width: number; device: BrandChromeProps["device"] }[];

/** Header and footer at 320, 412 and 1366 px side by side (scroll sideways for the widest). */
export function BrandViewportsView(args: PickedBrandArgs) {
  const { brand } = catalogBrand(args.brandId);
  return (
    <div style={{ display: "flex", alignItems: "start", gap: "2rem", padding: "1rem", overflowX: "auto" }}>
      {VIEWPORT_WIDTHS.map(({ width, device }) => {
        const props = chromeProps({ ...args, device });
        return (
          <figure key={width} style={{ flex: "none", inlineSize: `${width}px`, margin: 0 }}>
            <figcaption style={{ marginBlockEnd: "0.5rem", fontSize: "0.8125rem", opacity: 0.7 }} dir="ltr">
              {width} px
            </figcaption>
            <div style={{ outline: "1px dashed color-mix(in srgb, currentColor 30%, transparent)" }}>
              <brand.Header {...props} />
              <div style={{ minBlockSize: "6rem" }} />
              <brand.Footer {...props} />
            </div>
          </figure>
        );
      })}
    </div>
  );
}
