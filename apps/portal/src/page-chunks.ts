import type { ScreenId } from "@portal/core/routes";
import { catalogFile } from "@portal/i18n/catalogs";
import { brandPackageOf, brandSource } from "./brands/registry.ts";
import { ON_DEMAND_SOURCE } from "./on-demand/load-on-demand.ts";
import { screenSource } from "./on-demand/on-demand-modules.ts";
import { catalogsFor, inlinesTexts } from "./screens/screen-catalogs.ts";
import type { LoadedScreenData } from "./data/load-screen-data.ts";
import { NOT_FOUND_SOURCE } from "./screens/not-found/not-found-screen.ts";
import { dataPartsOf, screenPartsOf } from "./screens/screen-parts.ts";
import type { PortalInitialState } from "./state/initial-state.ts";

/**
 * The source modules a page needs at first paint besides the entry: its brand's code, its
 * screen and the parts of it the page shows, by its URL and by its loaded answer
 * (screens/screen-parts.ts), and its language's
 * catalogs (the main one, plus the screen's own, such as the return flows', so hydration need
 * not wait for them; none for a page that carries its texts, see inlinesTexts), and the chunk
 * with the tables that loads them (on-demand/), or the not-found screen; a screen bundled into the entry (the home
 * screen) has no chunk to name.
 * The server turns them into modulepreload links via the Vite manifest (a module given by its
 * path inside its package matches the key ending so).
 */
export function pageChunkKeys(state: Pick<PortalInitialState, "brand" | "page" | "user" | "screenData">): string[] {
  const screen: ScreenId | null = state.page.screen === "not-found" ? null : state.page.screen;
  const screenChunk = screen ? screenSource(screen) : undefined;
  // A page whose screen or catalogs load as it hydrates has them through the tables of what
  // loads on demand; a tracking link's page (the home screen, its texts inlined) does not.
  const hydratesOnDemand = screenChunk !== undefined || !inlinesTexts(state.page.screen);
  return [
    brandSource(brandPackageOf(state.brand.package)),
    ...(hydratesOnDemand ? [ON_DEMAND_SOURCE] : []),
    ...(screenChunk ? [screenChunk] : []),
    ...(state.page.screen === "not-found" ? [NOT_FOUND_SOURCE] : []),
    ...(screen ? screenPartsOf(screen, state.page).map((part) => part.source) : []),
    // The inlined answer is the screen loader's (entry-server.tsx loadPortal).
    ...dataPartsOf(state.screenData?.data as LoadedScreenData | undefined).map((part) => part.source),
    ...(inlinesTexts(state.page.screen) ? [] : [catalogFile(state.user.lang)]),
    ...catalogsFor(state.page.screen).map((catalog) => catalogFile(state.user.lang, catalog)),
  ];
}
