import type { ParsedLocation } from "@tanstack/react-router";
import { matchRoute, readLinkParams } from "@portal/core/routes";
import type { PortalRouterContext } from "../router/portal-router-context.ts";
import { onDemandModules } from "../on-demand/load-on-demand.ts";
import type { DataScreenId } from "./data-screens.ts";
import type { SCREEN_DATA_LOADERS, ScreenDataOf } from "./screen-data-loaders.ts";

/** A loader's answer tagged with its screen, so a screen reads only its own data. */
export interface LoadedScreenData<S extends DataScreenId = DataScreenId> {
  screen: S;
  data: ScreenDataOf<S>;
}

/** The key the server's answer is inlined under: path and raw query (never the hash). */
export function screenDataHref(location: Pick<ParsedLocation, "pathname" | "searchStr">): string {
  return `${location.pathname}${location.searchStr}`;
}

/**
 * The route loader of a data screen. Link parameters are read from the raw query (the
 * router's parsed search turns "00123" into a number). The first load in the browser takes
 * the server's inlined answer for the same URL, so hydration matches the server's HTML, and
 * imports no loader.
 */
export async function loadScreenData<S extends DataScreenId>(
  screen: S,
  context: PortalRouterContext,
  location: Pick<ParsedLocation, "pathname" | "searchStr">,
): Promise<LoadedScreenData<S>> {
  const href = screenDataHref(location);
  const seeded = context.seed.take(href);
  if (seeded) return seeded.data as LoadedScreenData<S>;
  const path = matchRoute(location.pathname)?.path ?? null;
  const search = new URLSearchParams(location.searchStr);
  const params = readLinkParams(search);
  const { SCREEN_DATA_LOADERS: loaders } = await onDemandModules();
  const loader = loaders[screen] as (input: Parameters<(typeof SCREEN_DATA_LOADERS)[S]>[0]) => Promise<ScreenDataOf<S>>;
  const data = await loader({
    path,
    params,
    search,
    source: context.source,
    brandEnterprise: context.brandEnterprise,
    brandSubdomain: context.brandSubdomain,
    returnAuthorizationId: context.returnAuthorizationId,
    returnSession: context.returnSession,
    servedHref: href === context.seed.servedHref,
    now: context.now,
  });
  return { screen, data };
}
