import { createMemoryHistory, createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ScreenId } from "@portal/core/routes";
import type { PortalRouterContext } from "./portal-router-context.ts";
import { routeTree } from "./route-tree.tsx";
import { parseSearchVerbatim, stringifySearchVerbatim } from "./search-params.ts";

/** One router per page rendered on the server and per page load in the browser. */
export function createPortalRouter(context: PortalRouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
    // Chunks are preloaded by the server; a slow network should not flash a spinner early.
    defaultPendingMs: 1000,
    // `/en/` is a language root like `/en` (core's route table): keep the URL as typed. The
    // default ("never") redirects it, which renders an empty page on the server and then
    // fails hydration (React #418).
    trailingSlash: "preserve",
    // Waybills, order ids and pincodes are text: "9405516902697649303570" and "007" stay as typed.
    parseSearch: parseSearchVerbatim,
    stringifySearch: stringifySearchVerbatim,
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
  interface StaticDataRouteOption {
    /** The screen a route shows; undefined on the root route. */
    screen?: ScreenId;
  }
}
