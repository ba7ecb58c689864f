import type { ScreenId } from "@portal/core/routes";
import type { PageState } from "../state/initial-state.ts";
import type { LoadedScreenData } from "../data/load-screen-data.ts";
import type { ScreenDataOf } from "../data/screen-data-loaders.ts";
import { HOME_PARTS } from "./home/home-parts.ts";
import { TRACKING_PARTS } from "./tracking/tracking-parts.ts";
import type { ScreenPart } from "./screen-part.tsx";

type PageShown = Pick<PageState, "isTrackingUrl">;
/** What the loader and the server need of a part, whatever its props. */
type PartLoad = Pick<ScreenPart<object>, "source" | "load">;

/** The parts (screen-part.tsx) a screen's page shows, from what its URL says; none for most screens. */
const SCREEN_PARTS: Partial<Record<ScreenId, (page: PageShown) => readonly PartLoad[]>> = {
  // A tracking link's page is in the entry with the home screen; the search form is not.
  home: (page) => (page.isTrackingUrl ? [] : [HOME_PARTS.search]),
};

export function screenPartsOf(screen: ScreenId, page: PageShown): readonly PartLoad[] {
  return SCREEN_PARTS[screen]?.(page) ?? [];
}

/** The parts a screen's loaded answer shows (an order's list on the tracking page); none for most. */
export function dataPartsOf(loaded: LoadedScreenData | undefined): readonly PartLoad[] {
  if (loaded?.screen !== "home") return [];
  const home = loaded.data as ScreenDataOf<"home">;
  return home.kind === "tracking" && home.outcome.kind === "order" ? [TRACKING_PARTS.order] : [];
}

/** For the route loader: the answer once the parts it shows are loaded. */
export async function withDataParts(loaded: LoadedScreenData): Promise<LoadedScreenData> {
  await Promise.all(dataPartsOf(loaded).map((part) => part.load()));
  return loaded;
}

/** For the route loader: the page's parts loaded, or undefined when it shows none. */
export function loadScreenParts(screen: ScreenId, page: PageShown): Promise<void[]> | undefined {
  const parts = screenPartsOf(screen, page);
  return parts.length === 0 ? undefined : Promise.all(parts.map((part) => part.load()));
}
