// Test-only: one screen rendered through its route (loader included) under the portal's
// providers, with a catalog-less Lingui instance (messages show their source text).
import { act, render, type RenderResult } from "@testing-library/react";
import { RouterProvider, type RouteComponent } from "@tanstack/react-router";
import type { PortalApiClient } from "@portal/core/api";
import { createI18n, directionOf } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import { defineBrandManifest, type BrandManifestInput } from "@portal/core/brand";
import { defineBrand, NowProvider, type BrandDefinition } from "@portal/ui";
import { PortalToaster } from "../app/PortalToaster.tsx";
import { PortalStateProvider } from "../state/portal-state-context.tsx";
import type { FixtureState } from "./portal-fixture.tsx";
import { createScreenRouter, serverScreenData } from "./screen-router.tsx";
import { preloadDeferredParts } from "../screens/deferred-part.tsx";

const Nothing = () => null;

export interface RenderRouteOptions {
  state: FixtureState;
  api: PortalApiClient;
  /** The screen's component; by default the route's own lazily loaded one. */
  Screen?: RouteComponent;
  brand?: BrandDefinition;
  /** Manifest fields of the stand-in brand (ignored when `brand` is given). */
  manifest?: Partial<BrandManifestInput>;
  /** Path and query, when the test names the URL itself. */
  url?: string;
  /** Render on the "server" first and hydrate; by default when the state carries a server answer. */
  serverRendered?: boolean;
}

export type RenderedRoute = RenderResult & {
  state: FixtureState;
  api: PortalApiClient;
  /** Runs the page's loader again, as a live page's refresh does (after-hydration.ts). */
  refresh: () => Promise<void>;
};

/**
 * Renders a screen as the shopper gets it. Server-rendered (`state.tracking` says what the
 * server's track-order lookup answered), the loader runs first and the screen hydrates from
 * its answer, making no call of its own. Otherwise the page loads in the browser: the pending view shows at once (the caller may look before awaiting), and
 * the returned promise settles once the loader has answered.
 */
export async function renderRoute(options: RenderRouteOptions): Promise<RenderedRoute> {
  const { state: given, api, Screen, brand, manifest = {}, url, serverRendered = given.tracking !== undefined } = options;
  const screenData = serverRendered ? await serverScreenData(given, api, given.tracking, url) : undefined;
  const state: FixtureState = { ...given, screenData };
  const router = createScreenRouter(state, api, Screen, url);
  // Deferred parts (a screen's rating widget, its label download) loaded, as the server has
  // them; a browser load still renders at once (the caller may look before awaiting).
  const partsLoaded = preloadDeferredParts();
  if (screenData) await Promise.all([router.load(), partsLoaded]);
  const chosenBrand =
    brand ??
    defineBrand({ manifest: defineBrandManifest({ id: "default", displayName: "Default", subdomains: [], ...manifest }), Header: Nothing, Footer: Nothing });
  const view = render(
    <PortalI18nProvider i18n={createI18n(state.user.lang, {})}>
      <PortalStateProvider value={{ state, brand: chosenBrand, api }}>
        <NowProvider now={state.renderedAt}>
          <div dir={directionOf(state.user.lang)} lang={state.user.lang}>
            <RouterProvider router={router as never} />
          </div>
          <PortalToaster />
        </NowProvider>
      </PortalStateProvider>
    </PortalI18nProvider>,
  );
  if (!screenData) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe("onResolved", () => {
        stop();
        resolve();
      });
    });
    await partsLoaded;
    // Let React render what the loader answered.
    await act(async () => {});
  }
  return Object.assign(view, { state, api, refresh: () => act(async () => router.invalidate()) });
}
