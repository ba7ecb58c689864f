import type { ScreenId } from "@portal/core/routes";
import { loadContact } from "./loaders/load-contact.ts";
import { loadFailureIssue } from "./loaders/load-failure-issue.ts";
import type { ScreenLoaderInput } from "./loaders/loader-input.ts";
import { loadOrder } from "./loaders/load-order.ts";
import { loadReturnStatus } from "./loaders/load-return-status.ts";
import { loadReverse } from "./loaders/load-reverse.ts";
import { loadTracking } from "./loaders/load-tracking.ts";

/**
 * The data of every screen that shows a shipment or an order. Each runs as the screen's
 * route loader: on the server for the first HTML, in the browser after a client navigation
 * or a retry. A screen without an entry here needs no data to paint.
 */
export const SCREEN_DATA_LOADERS = {
  home: loadTracking,
  "my-orders": loadOrder,
  "update-contact": loadContact,
  "delivery-issue": (input) => loadFailureIssue("delivery", input),
  reverse: loadReverse,
  "reverse-issue": (input) => loadFailureIssue("pickup", input),
  "returns-status": loadReturnStatus,
  "exchange-status": loadReturnStatus,
} as const satisfies Partial<Record<ScreenId, (input: ScreenLoaderInput) => Promise<unknown>>>;

export type DataScreenId = keyof typeof SCREEN_DATA_LOADERS;
export type ScreenDataOf<S extends DataScreenId> = Awaited<ReturnType<(typeof SCREEN_DATA_LOADERS)[S]>>;

export function hasScreenData(screen: ScreenId): screen is DataScreenId {
  return Object.hasOwn(SCREEN_DATA_LOADERS, screen);
}
