import type { Decorator, Preview } from "@storybook/react-vite";
import { Suspense, use, useLayoutEffect, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { UPDATE_GLOBALS } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { themeCssVariables, type Theme, type ThemeTokens } from "@portal/core/theme";
import { directionOf, isLocale, LOCALES, NATIVE_LANGUAGE_NAME, type I18n, type LocaleCode } from "@portal/i18n";
import { createI18nFor } from "@portal/i18n/catalogs";
import { PortalI18nProvider } from "@portal/i18n/react";
import { BRAND_CATALOG, catalogBrand } from "./brand-catalog.ts";

/**
 * `parameters.portalBrand` of a brand's stories:
 * - `tokens`: the brand's token defaults; with the theme's tokens on top they become the
 *   `--portal-*` custom properties on the story wrapper, as the server puts them on the root.
 * - `sampleTheme`: set by header and footer stories. The decorator then passes the chrome props
 *   (`BrandChromeProps`): `theme` (the story's own, else this one), `locale` (the toolbar's),
 *   `device` (the story's, else "mobile" under a phone viewport) and `pathname`.
 *
 * `parameters.brandPicker` (the central brand stories, `.storybook/stories/`): the brand is the
 * Brand toolbar's, its theme the brand's sample with the manifest's defaults (`brand-catalog.ts`).
 */
interface PortalBrandParameter {
  id: string;
  tokens?: ThemeTokens;
  sampleTheme?: Theme;
}

/** One Lingui instance per locale, its catalog loaded through Lingui's Vite plugin. */
const i18nByLocale = new Map<LocaleCode, Promise<I18n>>();
function i18nFor(locale: LocaleCode): Promise<I18n> {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createI18nFor(locale);
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

interface LocaleFrameProps {
  locale: LocaleCode;
  brandId?: string;
  style: CSSProperties;
  onSwitchLanguage: (locale: LocaleCode) => void;
  children: ReactNode;
}

function LocaleFrame({ locale, brandId, style, onSwitchLanguage, children }: LocaleFrameProps) {
  const i18n = use(i18nFor(locale));
  const dir = directionOf(locale);
  useLayoutEffect(() => {
    // What the server does for a page: language and direction on <html>.
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
  // A brand's language switch reloads the page under the other prefix; inside Storybook that
  // would load "/ar/iframe.html". Caught first (capture phase), it switches the toolbar locale.
  const switchInStorybook = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('[data-chrome="language-switch"] a[data-locale]');
    const target = link?.getAttribute("data-locale") ?? "";
    if (!isLocale(target)) return;
    event.preventDefault();
    onSwitchLanguage(target);
  };
  return (
    <PortalI18nProvider i18n={i18n}>
      <div
        onClickCapture={switchInStorybook}
        data-story-frame={brandId ?? ""}
        lang={locale}
        dir={dir}
        style={{
          ...style,
          minBlockSize: "100vh",
          background: "var(--portal-color-background, #ffffff)",
          color: "var(--portal-color-text, #111111)",
          fontFamily: "var(--portal-font-family, system-ui, sans-serif)",
        }}
      >
        {children}
      </div>
    </PortalI18nProvider>
  );
}

/** Viewports narrower than a tablet render the chrome's phone layout. */
const PHONE_VIEWPORTS = new Set(["phone320", "mobile", "phone412"]);

function deviceOfViewport(viewport: unknown): "mobile" | "other" {
  const name = typeof viewport === "string" ? viewport : (viewport as { value?: string } | undefined)?.value;
  return name && PHONE_VIEWPORTS.has(name) ? "mobile" : "other";
}

/** The story's brand: the picked one for the central brand stories, else the story's own parameter. */
function storyBrand(context: Parameters<Decorator>[1]): PortalBrandParameter | undefined {
  if (!context.parameters.brandPicker) return context.parameters.portalBrand as PortalBrandParameter | undefined;
  const picked = catalogBrand(context.globals.brand);
  return { id: picked.id, tokens: picked.fullTheme.tokens, sampleTheme: picked.fullTheme };
}

const withPortal: Decorator = (Story, context) => {
  const requested = String(context.globals.locale ?? "en");
  const locale: LocaleCode = isLocale(requested) ? requested : "en";
  const brand = storyBrand(context);
  const theme = (context.args.theme as Theme | undefined) ?? brand?.sampleTheme;
  const style = themeCssVariables({ ...brand?.tokens, ...theme?.tokens }) as CSSProperties;
  const device = context.args.device ?? deviceOfViewport(context.globals.viewport);

  let args = context.args;
  if (context.parameters.brandPicker) {
    args = { ...context.args, brandId: brand?.id, locale, device };
  } else if (brand?.sampleTheme) {
    args = { ...context.args, theme, locale, device, pathname: context.args.pathname ?? "/tracking" };
  }

  return (
    <Suspense fallback={null}>
      <LocaleFrame
        locale={locale}
        brandId={brand?.id}
        style={style}
        onSwitchLanguage={(next) => addons.getChannel().emit(UPDATE_GLOBALS, { globals: { locale: next } })}
      >
        <Story args={args} />
      </LocaleFrame>
    </Suspense>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  globalTypes: {
    brand: {
      description: "Brand package (its real theme: sample theme over the manifest's defaults)",
      toolbar: {
        title: "Brand",
        icon: "paintbrush",
        items: BRAND_CATALOG.map((entry) => ({ value: entry.id, title: entry.brand.manifest.displayName, right: entry.id })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Page language (Arabic is right to left)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LOCALES.map((locale) => ({ value: locale, title: NATIVE_LANGUAGE_NAME[locale], right: locale })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: BRAND_CATALOG[0]?.id ?? "default",
    locale: "en",
  },
  parameters: {
    viewport: {
      options: {
        phone320: { name: "Small phone (320 × 640)", styles: { width: "320px", height: "640px" }, type: "mobile" },
        phone412: { name: "Android phone (412 × 915)", styles: { width: "412px", height: "915px" }, type: "mobile" },
        laptop1366: { name: "Laptop (1366 × 768)", styles: { width: "1366px", height: "768px" }, type: "desktop" },
        mobile: {
          name: "Mobile, low-end Android (360 × 740)",
          styles: { width: "360px", height: "740px" },
          type: "mobile",
        },
        tablet: { name: "Tablet (768 × 1024)", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop (1280 × 800)", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
    options: {
      // Brands first: the picked brand's stories, then a page per brand, then a brand's own extras.
      storySort: {
        order: ["Brands", ["Picked brand", "Pages", "*"], "UI", "*"],
      },
    },
    controls: { expanded: true },
  },
};

export default preview;
