import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import type { I18n } from "@lingui/core";
import { createI18n, recordTexts, type Messages } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import { brandTimeZone, type Theme } from "@portal/core/theme";
import { BrandTimeZoneProvider, NowProvider, type BrandDefinition } from "@portal/ui";
import type { PortalApiClient } from "@portal/core/api";
import { PortalAnalytics } from "../analytics/portal-analytics.tsx";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import type { PortalInitialState } from "../state/initial-state.ts";
import { chromePropsOf } from "./chrome-props.ts";

/** A static footer's markup as its slot holds it, and the catalog texts it used. */
export interface KeptFooter {
  html: string;
  textIds: readonly string[];
}

/**
 * A brand's static footer (`staticChrome`) rendered apart, as the page's slot would render it
 * (shell/server-markup.tsx: the same providers, inside a Suspense boundary), and kept: most of a
 * first view's pages share it, and it was about a quarter of every render's elements. Its
 * markup is a function of the brand, its theme, the language, the device and the clock
 * (the copyright year), so those are its key; the theme by identity (the server shares a
 * theme object while its stored text is unchanged), the clock by the page's minute. Static
 * chrome is told the page's path but does not depend on it (static-chrome.tsx). On the server
 * the return flow's step is never set yet, so the shell renders the footer without one too.
 */
const kept = new WeakMap<Theme, Map<string, KeptFooter>>();
/** Bounded: the minute in the key makes a new entry each minute for each brand's language and device. */
const MOST_KEPT_PER_THEME = 64;

export function keptFooterMarkup(state: PortalInitialState, brand: BrandDefinition, messages: Messages, api: PortalApiClient, recording: boolean): KeptFooter {
  const key = `${brand.id}\u0000${state.brand.subdomain}\u0000${state.user.lang}\u0000${state.user.device}\u0000${state.renderedAt}`;
  let byKey = kept.get(state.theme);
  if (!byKey) kept.set(state.theme, (byKey = new Map()));
  let footer = byKey.get(key);
  if (!footer) {
    const recorded = recording ? recordTexts(state.user.lang, messages) : undefined;
    const i18n: I18n = recorded?.i18n ?? createI18n(state.user.lang, messages);
    const { Footer } = brand;
    const html = renderToString(
      <PortalI18nProvider i18n={i18n}>
        <PortalStateProvider value={{ state, brand, api }}>
          <NowProvider now={state.renderedAt}>
            <BrandTimeZoneProvider value={brandTimeZone(state.theme.config)}>
              <PortalAnalytics>
                <Suspense fallback={null}>
                  <Footer {...chromePropsOf(state)} />
                </Suspense>
              </PortalAnalytics>
            </BrandTimeZoneProvider>
          </NowProvider>
        </PortalStateProvider>
      </PortalI18nProvider>,
    );
    footer = { html, textIds: Object.keys(recorded?.used() ?? {}) };
    if (byKey.size >= MOST_KEPT_PER_THEME) byKey.clear();
    byKey.set(key, footer);
  }
  return footer;
}
