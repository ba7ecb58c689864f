import type { Instant } from "../dates/instant.ts";
import type { StatusEvent } from "../status/status-event.ts";
import type { ForwardTimelineInput } from "./forward-timeline.ts";

/**
 * What the forward timeline reads of a tracking entry: its scans and the brand switches in
 * its config. A track-order entry fits as it is; the server fills one from its records.
 */
export interface TimelineEntrySource {
  latest_status: StatusEvent;
  scans: readonly StatusEvent[];
  config: {
    ship_date?: Instant | null;
    /** false: the brand keeps the failed-delivery form closed (left out means on). */
    enable_failed_delivery?: boolean;
    /** When non-empty, only these failure codes open the form. */
    form_status_codes?: readonly number[];
  };
}

/** The one mapping from a tracking entry to the forward timeline's input (the page's timeline and the failure form's offer). */
export function forwardTimelineInputOf(entry: TimelineEntrySource): ForwardTimelineInput {
  return {
    latestStatus: entry.latest_status,
    scans: entry.scans,
    shipDate: entry.config.ship_date ?? null,
    failedDeliveryFormEnabled: entry.config.enable_failed_delivery,
    formStatusCodes: entry.config.form_status_codes,
  };
}
