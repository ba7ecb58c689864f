import { Outlet } from "@tanstack/react-router";
import { BaseRootRoute, BaseRoute } from "@tanstack/router-core";
import { LANGUAGE_PREFIXES } from "@portal/core/locale";
import { PATHS_BY_SCREEN, SCREENS, localizedPath, type ScreenId } from "@portal/core/routes";
import { NOT_FOUND_SCREEN } from "../screens/not-found/not-found-screen.ts";
import { PortalShell } from "../shell/PortalShell.tsx";
import { LoadFailureScreen } from "../screens/load-failure/LoadFailureScreen.tsx";
import type { createRootRouteWithContext, createRoute } from "@tanstack/react-router";
import type { PortalRouterContext } from "./portal-router-context.ts";
import { screenRouteOptions } from "./screen-route-options.ts";

/*
 * Routes are router-core's base classes, not react-router's createRoute: those add per-route
 * hooks and a `Link` component to every route object, which the portal never uses (screens
 * read with useLoaderData and plain links), and which put the router's whole Link in every
 * page's script (about 2 KiB brotli, `pnpm bench:bundle`). The router renders a route from
 * its options alone. They are typed as react-router's routes for the router's types; their
 * `route.useX()`/`route.Link` do not exist (use the package's hooks).
 */
type PortalRootRoute = ReturnType<ReturnType<typeof createRootRouteWithContext<PortalRouterContext>>>;
type ScreenRoute = ReturnType<typeof createRoute>;

const rootRoute = new BaseRootRoute({
  component: () => (
    <PortalShell>
      <Outlet />
    </PortalShell>
  ),
  notFoundComponent: NOT_FOUND_SCREEN.Component,
  errorComponent: LoadFailureScreen,
}) as unknown as PortalRootRoute;

/**
 * The route tree is generated from core's route table, so the server (which answers 404
 * from the same table) and the router can never disagree. Every path exists bare and under
 * each language prefix; all variants of a screen share one lazily loaded component and
 * one data loader.
 */
function screenRoutes(screen: ScreenId) {
  const options = screenRouteOptions(screen);
  return PATHS_BY_SCREEN[screen].flatMap((path) =>
    [null, ...LANGUAGE_PREFIXES].map(
      (prefix) => new BaseRoute({ getParentRoute: () => rootRoute, path: localizedPath(path, prefix), ...options }) as unknown as ScreenRoute,
    ),
  );
}

export const routeTree = rootRoute.addChildren(SCREENS.flatMap(screenRoutes));
