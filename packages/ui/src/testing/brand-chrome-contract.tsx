// The chrome contract brand packages' tests call (vitest + Testing Library): its own entry,
// `@portal/ui/testing/brand-chrome`, so stories that load `@portal/ui/testing` never load vitest.
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, type RenderResult } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import type { Theme } from "@portal/core/theme";
import { createI18n } from "@portal/i18n";
import type { BrandChromeProps, BrandDefinition } from "../brand/define-brand.ts";
import { NowProvider } from "../chrome/now.tsx";
import { isStaticChrome } from "../brand/static-chrome.tsx";

/** Loads the code of a brand's static chrome (its footer, where it is one), so the pieces render at once. */
export async function loadBrandChrome(brand: BrandDefinition): Promise<void> {
  if (isStaticChrome(brand.Footer)) await brand.Footer.load();
}

/** The clock every brand chrome test reads: copyright lines say 2026. */
const TEST_NOW = "2026-11-21T12:00:00Z";

/** Renders a brand's Header and Footer together, in English, at a fixed time. */
export function renderBrandChrome(brand: BrandDefinition, props: Partial<BrandChromeProps> & { theme: Theme }): RenderResult {
  const chrome: BrandChromeProps = { locale: "en", pathname: "/tracking", device: "other", ...props };
  return render(
    <ChromeTestProviders locale={chrome.locale}>
      <brand.Header {...chrome} />
      <brand.Footer {...chrome} />
    </ChromeTestProviders>,
  );
}

/**
 * Renders one chrome piece (a brand's Header or Footer) at a fixed time, in the props' language
 * (English unless `locale` says otherwise), on /tracking for a desktop unless the props say otherwise.
 */
export function renderChromePiece(Piece: ComponentType<BrandChromeProps>, props: Partial<BrandChromeProps> & { theme: Theme }): RenderResult {
  const chrome: BrandChromeProps = { locale: "en", pathname: "/tracking", device: "other", ...props };
  return render(
    <ChromeTestProviders locale={chrome.locale}>
      <Piece {...chrome} />
    </ChromeTestProviders>,
  );
}

function ChromeTestProviders({ locale, children }: { locale: BrandChromeProps["locale"]; children: ReactNode }) {
  return (
    <I18nProvider i18n={createI18n(locale, {})}>
      <NowProvider now={TEST_NOW}>{children}</NowProvider>
    </I18nProvider>
  );
}

/** The rendered footer's copyright line as read (the brand name sits in a <bdi>). */
export function footerCopyrightText(): string | null | undefined {
  return screen.getByRole("contentinfo").querySelector('[data-chrome="copyright"]')?.textContent;
}

/**
 * What one brand's chrome must show. The website, email and copyright expected are the sample
 * theme's own (`sampleThemesOf` gives every brand its `<handle>.example` addresses).
 */
export interface BrandChromeContract {
  subdomains: readonly string[];
  fullTheme: Theme;
  emptyTheme: Theme;
  /** The email link sits in a closed section (a tab panel) until opened. */
  emailInClosedSection?: boolean;
}

/**
 * The tests every brand's chrome passes (manifest id, logo link, contact, copyright, the
 * placeholder without a logo, the footer policy); a brand's own test file calls it and adds
 * what is particular to the brand.
 */
export function describeBrandChrome(brand: BrandDefinition, contract: BrandChromeContract): void {
  // In the calling file's scope, not the describe's: the brand's own tests render its chrome too.
  beforeAll(() => loadBrandChrome(brand));
  const { website = "", email = "" } = contract.fullTheme.meta_data ?? {};
  describe(`${brand.manifest.displayName} chrome contract`, () => {
    afterEach(cleanup);

    test("the manifest names this package", () => {
      expect(brand.id).toBe(brand.manifest.id);
      expect(brand.manifest.subdomains).toEqual(contract.subdomains);
    });

    test("header links the brand website; footer shows contact and copyright", () => {
      renderBrandChrome(brand, { theme: contract.fullTheme });
      expect(screen.getByRole("banner").querySelector('[data-chrome="brand-logo"]')?.getAttribute("href")).toBe(website);
      expect(screen.getByRole("link", { name: email, hidden: contract.emailInClosedSection === true }).getAttribute("href")).toBe(`mailto:${email}`);
      expect(screen.getByRole("contentinfo").textContent).toContain(`© 2026 ${contract.fullTheme.name}`);
    });

    test("without a logo the header shows the placeholder", () => {
      renderBrandChrome(brand, { theme: contract.emptyTheme });
      expect(screen.getByRole("banner").querySelector('[data-state="placeholder"]')).not.toBeNull();
    });

    test("the footer follows the manifest's footer policy from return step 2", () => {
      renderBrandChrome(brand, { theme: contract.fullTheme, orderStep: 2 });
      expect(screen.queryByRole("contentinfo") !== null).toBe(brand.manifest.footerPolicy === "always");
    });
  });
}
