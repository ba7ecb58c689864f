import type { ScreenId } from "@portal/core/routes";

/**
 * The screens that show a shipment or an order, so need data to paint: their loaders are in
 * screen-data-loaders.ts, which the browser imports on demand (on-demand/), while the router
 * needs to know which routes have one from the start.
 */
export const DATA_SCREENS = [
  "home",
  "my-orders",
  "update-contact",
  "delivery-issue",
  "reverse",
  "reverse-issue",
  "returns-status",
  "returns",
  "exchange",
  "exchange-status",
] as const satisfies readonly ScreenId[];

export type DataScreenId = (typeof DATA_SCREENS)[number];

const DATA_SCREEN_SET: ReadonlySet<ScreenId> = new Set(DATA_SCREENS);

export function hasScreenData(screen: ScreenId): screen is DataScreenId {
  return DATA_SCREEN_SET.has(screen);
}
