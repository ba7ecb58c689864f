import type { PortalInitialState } from "../state/initial-state.ts";
import type { LoadedScreenData } from "./load-screen-data.ts";

/**
 * Whether the shopper's service worker may keep this page for reading offline: a tracking link's
 * page that found its shipment or order. The page is kept as served, so a key brand's page opened
 * without its key holds only what anyone with the link sees.
 */
export function keepsOfflineCopy(state: PortalInitialState): boolean {
  const loaded = state.screenData?.data as LoadedScreenData | undefined;
  if (loaded?.screen !== "home") return false;
  const load = (loaded as LoadedScreenData<"home">).data;
  return load.kind === "tracking" && (load.outcome.kind === "shipment" || load.outcome.kind === "order");
}
