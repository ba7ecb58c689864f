import { vi } from "vitest";
import { apiFail, apiOk, type PortalApiClient } from "@portal/core/api";
import { isTrackingUrl, matchRoute } from "@portal/core/routes";
import { defineBrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import { defineBrand, type BrandDefinition } from "@portal/ui";
import { initialStateForRequest } from "../state/request-state.ts";
import type { FixtureState } from "./portal-fixture.tsx";
import { renderRoute, type RenderedRoute } from "./render-route.tsx";
import type { TrackingAnswer } from "./server-answer.ts";
import HomeScreen from "../screens/home/HomeScreen.tsx";
import { TEST_NOW } from "./tracking-answers.ts";

/** A brand without chrome, so tests see only the screen. */
export const BARE_BRAND: BrandDefinition = defineBrand({
  manifest: defineBrandManifest({ id: "default", displayName: "Test", subdomains: [] }),
  Header: () => null,
  Footer: () => null,
});

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
  /** What the server's lookup answered for the URL's tracking query. */
  tracking?: TrackingAnswer;
  api?: PortalApiClient;
  brand?: BrandDefinition;
  theme?: Partial<Theme>;
}

/** The state the server would build for `url` (path and query), on brand "demo". */
export function stateFor(url: string, options: PageOptions = {}): FixtureState {
  const parsed = new URL(url, "http://demo.localhost");
  const match = matchRoute(parsed.pathname);
  if (!match) throw new Error(`no route for ${url}`);
  const state = initialStateForRequest({
    url: parsed,
    match,
    brand: { package: "default", subdomain: "demo", name: "Demo Store" },
    theme: { name: "Demo Store", tokens: {}, config: {}, meta_data: {}, ...options.theme },
    device: "mobile",
    webview: false,
    now: TEST_NOW,
  });
  return { ...state, tracking: isTrackingUrl(match.path, state.page.params) ? options.tracking : undefined };
}

/** Renders the home/tracking screen at `url` under the portal's providers, as the server renders and the browser hydrates it. */
export async function renderPortalPage(url: string, options: PageOptions = {}): Promise<RenderedRoute> {
  const state = stateFor(url, options);
  const api = options.api ?? fakeApi();
  return renderRoute({ state, api, Screen: HomeScreen, url, serverRendered: true, ...(options.brand ? { brand: options.brand } : {}) });
}
