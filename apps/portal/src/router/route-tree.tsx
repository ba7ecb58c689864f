import { createRootRouteWithContext, createRoute, Outlet } from "@tanstack/react-router";
import { LANGUAGE_PREFIXES } from "@portal/core/locale";
import { PATHS_BY_SCREEN, SCREENS, localizedPath, type ScreenId } from "@portal/core/routes";
import { NOT_FOUND_SCREEN } from "../screens/not-found/not-found-screen.ts";
import { PortalShell } from "../shell/PortalShell.tsx";
import { LoadFailureScreen } from "../screens/load-failure/LoadFailureScreen.tsx";
import type { PortalRouterContext } from "./portal-router-context.ts";
import { screenRouteOptions } from "./screen-route-options.ts";

const rootRoute = createRootRouteWithContext<PortalRouterContext>()({
  component: () => (
    <PortalShell>
      <Outlet />
    </PortalShell>
  ),
  notFoundComponent: NOT_FOUND_SCREEN.Component,
  errorComponent: LoadFailureScreen,
});

/**
 * The route tree is generated from core's route table, so the server (which answers 404
 * from the same table) and the router can never disagree. Every path exists bare and under
 * each language prefix; all variants of a screen share one lazily loaded component and
 * one data loader.
 */
function screenRoutes(screen: ScreenId) {
  const options = screenRouteOptions(screen);
  return PATHS_BY_SCREEN[screen].flatMap((path) =>
    [null, ...LANGUAGE_PREFIXES].map((prefix) => createRoute({ getParentRoute: () => rootRoute, path: localizedPath(path, prefix), ...options })),
  );
}

export const routeTree = rootRoute.addChildren(SCREENS.flatMap(screenRoutes));
