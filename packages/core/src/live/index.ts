/**
 * The live-tracking stream's names, apart from the API's schemas so the page's listener
 * (apps/portal/src/shell/live-tracking.ts) carries no validation code. See api/live-tracking.ts.
 */
export const LIVE_TRACKING_PATH = "live-tracking";

/** The stream's events: the shipment changed (its id the shipment's version), or it reached a final stage. */
export const LIVE_TRACKING_EVENT = { changed: "changed", end: "end" } as const;
