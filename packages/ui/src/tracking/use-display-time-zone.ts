import { createContext, useContext, useSyncExternalStore } from "react";

/**
 * The zone used where no brand zone is provided (components alone, in Storybook or tests).
 * The server cannot know the shopper's zone, and the hydrating client must print exactly
 * what the server printed.
 */
export const FIRST_PAINT_TIME_ZONE = "UTC";

/**
 * The brand's zone (core's `brandTimeZone`: the theme's `config.time_zone`, else its
 * country's). The portal provides it around every screen: each time is shown in it, and each
 * date the brand's rules offer (pickup and delivery dates) is counted from today in it, on
 * the server and in the browser alike, so the page is the same at every hour of the day.
 */
const BrandTimeZoneContext = createContext<string | undefined>(undefined);
export const BrandTimeZoneProvider = BrandTimeZoneContext.Provider;

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const firstPaintTimeZone = () => FIRST_PAINT_TIME_ZONE;

/**
 * The time zone to show times in: the brand's when provided; otherwise UTC while
 * rendering on the server and hydrating (so the markup matches), the device's own right after.
 */
export function useDisplayTimeZone(): string {
  const brandZone = useContext(BrandTimeZoneContext);
  const deviceZone = useSyncExternalStore(noSubscription, browserTimeZone, firstPaintTimeZone);
  return brandZone ?? deviceZone;
}

/**
 * The zone a brand's dates are decided in ("tomorrow" for a pickup or a redelivery): the
 * brand's, never the device's, so a server render and its hydration offer the same days.
 */
export function useBrandTimeZone(): string {
  return useContext(BrandTimeZoneContext) ?? FIRST_PAINT_TIME_ZONE;
}

/**
 * True when times are shown in the brand's zone: then each names its zone ("9:26 pm IST").
 * Always, not only for a device in another zone, so the first HTML and the running page read
 * the same on every device and at every hour (nothing changes after hydration).
 */
export function useZoneNamed(): boolean {
  return useContext(BrandTimeZoneContext) !== undefined;
}
