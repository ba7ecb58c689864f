import type { ParsedLocation, RouteComponent } from "@tanstack/react-router";
import { isTrackingUrl, matchRoute, readLinkParams, type ScreenId } from "@portal/core/routes";
import { loadScreenData } from "../data/load-screen-data.ts";
import { hasScreenData } from "../data/data-screens.ts";
import { screenComponent } from "../screens/screen-modules.ts";
import { ScreenPending } from "../screens/screen-load/ScreenPending.tsx";
import { loadScreenParts, withDataParts } from "../screens/screen-parts.ts";
import type { PortalRouterContext } from "./portal-router-context.ts";

/**
 * A screen's route, whatever its path: its component (most loaded lazily), its data loader (for a
 * screen that shows a shipment or an order; others load nothing) and the shared pending
 * view. Tests build routes from the same options, with the screen's component given directly.
 */
export function screenRouteOptions(screen: ScreenId, component: RouteComponent = screenComponent(screen)) {
  return {
    component,
    // Which screen a matched route is, for the server's load without a router (entry-server.tsx).
    staticData: { screen },
    pendingComponent: ScreenPending,
    // Another query is another lookup (a new match), not a refresh of the last one.
    loaderDeps: ({ search }: { search: object }) => search,
    loader: ({ context, location }: { context: PortalRouterContext; location: ParsedLocation }) => {
      // With the parts its answer shows (an order's list), so the screen renders at once.
      const data = hasScreenData(screen) ? loadScreenData(screen, context, location).then(withDataParts) : undefined;
      // A screen reached in the app may need another catalog: have it before the screen renders.
      const catalogs = context.loadScreenCatalogs?.(screen);
      // And the parts of the screen this page shows, so it renders (and hydrates) at once.
      const match = matchRoute(location.pathname);
      const parts = loadScreenParts(screen, { isTrackingUrl: match !== null && isTrackingUrl(match.path, readLinkParams(location.searchStr)) });
      return catalogs || parts ? Promise.all([data, catalogs, parts]).then(([loaded]) => loaded) : data;
    },
  };
}
