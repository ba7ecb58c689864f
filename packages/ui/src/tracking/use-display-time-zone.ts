import { createContext, useContext, useSyncExternalStore } from "react";
import { zoneOffsetMs } from "@portal/core/dates";

/**
 * The zone the first paint uses when the brand names none. The server cannot know the
 * shopper's zone, and the hydrating client must print exactly what the server printed.
 */
export const FIRST_PAINT_TIME_ZONE = "UTC";

/**
 * The brand's own zone (theme `config.time_zone`). When set, every time on the page is
 * shown in it, on the server and in the browser alike, so scans read as the courier's
 * local times; the zone is named where the shopper's own differs.
 */
const BrandTimeZoneContext = createContext<string | undefined>(undefined);
export const BrandTimeZoneProvider = BrandTimeZoneContext.Provider;

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const firstPaintTimeZone = () => FIRST_PAINT_TIME_ZONE;
const unknownOnServer = () => undefined;

/**
 * The time zone to show times in: the brand's when it has one; otherwise UTC while
 * rendering on the server and hydrating (so the markup matches), the device's own right after.
 */
export function useDisplayTimeZone(): string {
  const brandZone = useContext(BrandTimeZoneContext);
  const deviceZone = useSyncExternalStore(noSubscription, browserTimeZone, firstPaintTimeZone);
  return brandZone ?? deviceZone;
}

/**
 * True once hydrated when times are shown in the brand's zone and the shopper's device is
 * in a zone with another offset at `at`: then the page names the zone next to each time.
 */
export function useZoneNamed(at: Date): boolean {
  const brandZone = useContext(BrandTimeZoneContext);
  const deviceZone = useSyncExternalStore(noSubscription, browserTimeZone, unknownOnServer);
  if (!brandZone || !deviceZone) return false;
  const ms = at.getTime();
  return Number.isFinite(ms) && zoneOffsetMs(brandZone, ms) !== zoneOffsetMs(deviceZone, ms);
}
