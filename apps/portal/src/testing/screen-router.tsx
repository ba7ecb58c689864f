// A router with one screen's routes (bare and under each language prefix) and its real
// loader, as the portal builds it; the screen's component may be given directly.
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter, Outlet, type RouteComponent } from "@tanstack/react-router";
import type { PortalApiClient } from "@portal/core/api";
import { LANGUAGE_PREFIXES } from "@portal/core/locale";
import { PATHS_BY_SCREEN, localizedPath, type ScreenId } from "@portal/core/routes";
import { ScreenDataSeed, type InlinedScreenData } from "../data/inlined-screen-data.ts";
import { loadScreenData } from "../data/load-screen-data.ts";
import { hasScreenData } from "../data/data-screens.ts";
import type { PortalRouterContext } from "../router/portal-router-context.ts";
import { screenRouteOptions } from "../router/screen-route-options.ts";
import type { PortalInitialState } from "../state/initial-state.ts";
import { apiResultOfAnswer, type TrackingAnswer } from "./server-answer.ts";

/** The page's URL (path and query) from its state. */
export function urlOfState(state: PortalInitialState): string {
  const query = new URLSearchParams(Object.entries(state.page.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const search = query.size ? `?${query}` : "";
  return `${state.user.routePrefix}${state.page.path === "/" && state.user.routePrefix ? "" : state.page.path}${search}`;
}

function screenOf(state: PortalInitialState): ScreenId {
  if (state.page.screen === "not-found") throw new Error("a screen router needs a screen");
  return state.page.screen;
}

/**
 * What the server would inline for this page: its screen's loader run against the API, with
 * track-order answered by `tracking` (the server's own lookup) when the test gives one.
 */
export async function serverScreenData(
  state: PortalInitialState,
  api: PortalApiClient,
  tracking?: TrackingAnswer,
  href = urlOfState(state),
): Promise<InlinedScreenData | undefined> {
  const screen = screenOf(state);
  if (!hasScreenData(screen)) return undefined;
  const url = new URL(href, "http://demo.localhost");
  const source = tracking ? { ...api, trackOrder: () => Promise.resolve(apiResultOfAnswer(tracking)) } : api;
  const context: PortalRouterContext = {
    source,
    brandEnterprise: state.user.enterprise,
    brandSubdomain: state.user.subdomain,
    returnAuthorizationId: state.theme.return_authorization_id,
    seed: new ScreenDataSeed(undefined),
    now: () => new Date(state.renderedAt),
  };
  const location = { pathname: url.pathname, searchStr: url.search };
  return { href: `${location.pathname}${location.searchStr}`, data: await loadScreenData(screen, context, location) };
}

export function createScreenRouter(state: PortalInitialState, api: PortalApiClient, Screen?: RouteComponent, href = urlOfState(state)) {
  const screen = screenOf(state);
  const root = createRootRouteWithContext<PortalRouterContext>()({ component: Outlet });
  const options = screenRouteOptions(screen, Screen);
  const paths = PATHS_BY_SCREEN[screen].flatMap((path) => [null, ...LANGUAGE_PREFIXES].map((prefix) => localizedPath(path, prefix)));
  const routes = paths.map((path) => createRoute({ getParentRoute: () => root, path, ...options }));
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [href] }),
    context: {
      source: api,
      brandEnterprise: state.user.enterprise,
      brandSubdomain: state.user.subdomain,
      returnAuthorizationId: state.theme.return_authorization_id,
      seed: new ScreenDataSeed(state.screenData),
      now: () => new Date(state.renderedAt),
    },
    defaultPendingMs: 0,
  });
  // A page with inlined data hydrates: the first load takes it, as entry-client does.
  if (state.screenData) router.ssr = { manifest: undefined };
  return router;
}
