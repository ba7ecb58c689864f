import type { PortalInitialState } from "../state/initial-state.ts";
import type { LoadedScreenData } from "./load-screen-data.ts";

/** The waybill a tracking link's page shows, whose changes it listens for (shell/live-tracking.ts). */
export function liveShipmentOf(state: PortalInitialState): string | undefined {
  const loaded = state.screenData?.data as LoadedScreenData | undefined;
  if (loaded?.screen !== "home") return undefined;
  const load = (loaded as LoadedScreenData<"home">).data;
  return load.kind === "tracking" && load.outcome.kind === "shipment" ? load.outcome.waybill : undefined;
}
