import type { DataScreenId } from "./data-screens.ts";
import type { ScreenLoaderInput } from "./loaders/loader-input.ts";

/**
 * The data of every screen that shows a shipment or an order. Each runs as the screen's
 * route loader: on the server for the first HTML, in the browser after a client navigation
 * or a retry. A screen without an entry here needs no data to paint.
 *
 * Each loader is imported on its first run: a server-rendered page hydrates from the inlined
 * answer, so the loaders (and the API schemas and reason tables they use) stay out of the
 * browser's entry until a client navigation needs one; this table itself is in the browser's
 * on-demand chunk (on-demand/on-demand-modules.ts).
 */
export const SCREEN_DATA_LOADERS = {
  home: async (input: ScreenLoaderInput) => (await import("./loaders/load-tracking.ts")).loadTracking(input),
  "my-orders": async (input: ScreenLoaderInput) => (await import("./loaders/load-order.ts")).loadOrder(input),
  "update-contact": async (input: ScreenLoaderInput) => (await import("./loaders/load-contact.ts")).loadContact(input),
  "delivery-issue": async (input: ScreenLoaderInput) => (await import("./loaders/load-failure-issue.ts")).loadFailureIssue("delivery", input),
  reverse: async (input: ScreenLoaderInput) => (await import("./loaders/load-reverse.ts")).loadReverse(input),
  "reverse-issue": async (input: ScreenLoaderInput) => (await import("./loaders/load-failure-issue.ts")).loadFailureIssue("pickup", input),
  "returns-status": async (input: ScreenLoaderInput) => (await import("./loaders/load-return-status.ts")).loadReturnStatus(input),
  returns: async (input: ScreenLoaderInput) => (await import("./loaders/load-return-flow.ts")).loadReturnFlow("return", input),
  exchange: async (input: ScreenLoaderInput) => (await import("./loaders/load-return-flow.ts")).loadReturnFlow("exchange", input),
  "exchange-status": async (input: ScreenLoaderInput) => (await import("./loaders/load-return-status.ts")).loadReturnStatus(input),
} as const satisfies Record<DataScreenId, (input: ScreenLoaderInput) => Promise<unknown>>;

export type { DataScreenId };
export type ScreenDataOf<S extends DataScreenId> = Awaited<ReturnType<(typeof SCREEN_DATA_LOADERS)[S]>>;
