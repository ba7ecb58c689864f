import { once } from "@portal/core/async";
import { withLoadTimeout } from "../screens/lazy-with-timeout.ts";

type OnDemandModules = typeof import("./on-demand-modules.ts");

/** Its manifest key, for the server to preload it on a page that hydrates through it (page-chunks.ts). */
export const ON_DEMAND_SOURCE = "src/on-demand/on-demand-modules.ts";

/**
 * The tables of what a page loads on demand (on-demand-modules.ts), imported once: on a
 * screen's or catalog's first load, and at a tracking page's first tap (entry-client.tsx), so
 * a navigation after it waits for nothing more than its screen. A failed load is not kept.
 */
export const onDemandModules: () => Promise<OnDemandModules> = once(withLoadTimeout(() => import("./on-demand-modules.ts")));

/** `loadCatalog` through the on-demand chunk, where the catalog tables are. */
export const loadCatalogOnDemand: OnDemandModules["loadCatalog"] = (locale, extras) => onDemandModules().then((modules) => modules.loadCatalog(locale, extras));
