import { createMemoryHistory, createRouter, type RouterHistory } from "@tanstack/react-router";
import type { PortalRouterContext } from "./portal-router-context.ts";
import { routeTree } from "./route-tree.tsx";

/** One router per request on the server and per page load in the browser. */
export function createPortalRouter(context: PortalRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
    // Chunks are preloaded by the server; a slow network should not flash a spinner early.
    defaultPendingMs: 1000,
  });
}

export function createServerRouter(url: string, context: PortalRouterContext) {
  return createPortalRouter(context, createMemoryHistory({ initialEntries: [url] }));
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: PortalRouter;
  }
}
