import { defineBrandManifest } from "@portal/core/brand";
import { render, type RenderResult } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { vi } from "vitest";
import { apiFail, apiOk, type PortalApiClient } from "@portal/core/api";
import { LANGUAGE_PREFIXES } from "@portal/core/locale";
import { PATHS_BY_SCREEN, isReturnUrl, isTrackingUrl, localizedPath, matchRoute, readLinkParams } from "@portal/core/routes";
import type { Theme } from "@portal/core/theme";
import { createI18n } from "@portal/i18n";
import { PortalI18nProvider } from "@portal/i18n/react";
import { NowProvider, defineBrand, type BrandDefinition } from "@portal/ui";
import type { PortalInitialState, TrackingAnswer, UserState } from "../../../state/initial-state.ts";
import { PortalStateProvider } from "../../../state/portal-state-context.tsx";
import HomeScreen from "../../home/HomeScreen.tsx";
import { TEST_NOW } from "./tracking-answers.ts";

/** A brand without chrome, so tests see only the screen. */
export const BARE_BRAND: BrandDefinition = defineBrand({ manifest: defineBrandManifest({ id: "default", displayName: "Test", subdomains: [] }), Header: () => null, Footer: () => null });

export type FakeApi = { [K in keyof PortalApiClient]: ReturnType<typeof vi.fn> };

/** Every call answers "not found" unless a test says otherwise. */
export function fakeApi(): FakeApi & PortalApiClient {
  const notFound = () => Promise.resolve(apiFail({ kind: "api", status: 400, message: "not found" }));
  return {
    trackOrder: vi.fn(notFound),
    getEdd: vi.fn(() => Promise.resolve(apiOk({ edd_ui: null }))),
    getShippingLabel: vi.fn(notFound),
  } as unknown as FakeApi & PortalApiClient;
}

export interface PageOptions {
  /** What the server answered for the URL's tracking query. */
  tracking?: TrackingAnswer;
  api?: PortalApiClient;
  brand?: BrandDefinition;
  theme?: Partial<Theme>;
}

/** The state the server would inline for `url` (path and query), on brand "demo". */
export function stateFor(url: string, options: PageOptions = {}): PortalInitialState {
  const parsed = new URL(url, "http://demo.localhost");
  const match = matchRoute(parsed.pathname);
  if (!match) throw new Error(`no route for ${url}`);
  const params = readLinkParams(parsed.searchParams);
  const tracking = isTrackingUrl(match.path, params) ? options.tracking : undefined;
  return {
    brand: { package: "default", subdomain: "demo", name: "Demo Store" },
    theme: { name: "Demo Store", tokens: {}, config: {}, meta_data: {}, ...options.theme },
    user: {
      subdomain: "demo",
      enterprise: "demo",
      device: "mobile",
      lang: match.locale,
      routePrefix: (match.prefix ? `/${match.prefix}` : "") as UserState["routePrefix"],
      webview: false,
    },
    page: {
      screen: match.screen,
      path: match.path,
      waybill: params.waybill,
      cpId: params.cp_id,
      orderId: params.order_id,
      params,
      isTrackingUrl: isTrackingUrl(match.path, params),
      isReturnUrl: isReturnUrl(match.path, params),
    },
    tracking,
    renderedAt: TEST_NOW.toISOString(),
  };
}

/**
 * A router with only the home screen's paths (bare and under each language prefix), so
 * these tests do not load other screens' chunks.
 */
function homeRouter(url: string) {
  const root = createRootRoute({ component: Outlet });
  const paths = PATHS_BY_SCREEN.home.flatMap((path) => [null, ...LANGUAGE_PREFIXES].map((prefix) => localizedPath(path, prefix)));
  const routes = paths.map((path) => createRoute({ getParentRoute: () => root, path, component: HomeScreen }));
  return createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [url] }) });
}

/** Renders the home/tracking screen at `url` under the portal's providers, as after hydration. */
export async function renderPortalPage(url: string, options: PageOptions = {}): Promise<RenderResult & { api: PortalApiClient; state: PortalInitialState }> {
  const state = stateFor(url, options);
  const api = options.api ?? fakeApi();
  const router = homeRouter(url);
  await router.load();
  const view = render(
    <PortalI18nProvider i18n={createI18n(state.user.lang, {})}>
      <PortalStateProvider value={{ state, brand: options.brand ?? BARE_BRAND, api }}>
        <NowProvider now={state.renderedAt}>
          <div dir={state.user.lang === "ar" ? "rtl" : "ltr"}>
            <RouterProvider router={router as never} />
          </div>
        </NowProvider>
      </PortalStateProvider>
    </PortalI18nProvider>,
  );
  return Object.assign(view, { api, state });
}
