import { useSyncExternalStore } from "react";

/**
 * The zone the first paint uses. The server cannot know the shopper's zone, and the
 * hydrating client must print exactly what the server printed, so both start here.
 */
export const FIRST_PAINT_TIME_ZONE = "UTC";

const noSubscription = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const firstPaintTimeZone = () => FIRST_PAINT_TIME_ZONE;

/**
 * The time zone to show times in: UTC while rendering on the server and hydrating (so the
 * markup matches and React does not throw the page away), the device's own zone right after.
 */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserTimeZone, firstPaintTimeZone);
}
