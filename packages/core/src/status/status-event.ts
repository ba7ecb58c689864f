import { toEpochMs, type Instant } from "../dates/instant.ts";

/** The least the status rules need of a scan; the API's scans and latest_status fit. */
export interface StatusEvent {
  code: number;
  timestamp: Instant;
}

/** Unknown or unparsable times sort first, so a dated scan always wins over them. */
export function eventTime(event: StatusEvent): number {
  const ms = toEpochMs(event.timestamp);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}
