import type { PortalInitialState } from "../state/initial-state.ts";
import { liveShipmentOf } from "../data/live-shipment.ts";
import { registerOfflineCopy } from "./offline-copy.ts";
import { listenForShipmentChanges } from "./live-tracking.ts";

/**
 * What a page starts once it has hydrated, in a chunk of its own so the first paint's script
 * carries none of it: the offline copy's service worker, and on a tracking link's page the
 * listener that shows new scans without a reload.
 */
export function afterHydration(state: PortalInitialState, refresh: () => Promise<unknown>): void {
  registerOfflineCopy();
  const waybill = liveShipmentOf(state);
  if (waybill) listenForShipmentChanges(waybill, new URLSearchParams(location.search).get("security_key"), refresh);
}
