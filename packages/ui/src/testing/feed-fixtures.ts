import type { Scan, TrackingEntry } from "@portal/core/api";
import { hourlyScans } from "./failure-fixtures.ts";
import { trackingEntryFixture } from "./tracking-entry.ts";

export const FIXED_NOW = new Date("2026-05-05T06:30:00.000Z"); // a Tuesday

/** Scans an hour apart, the last one an hour before FIXED_NOW. */
export const scansOf = (codes: readonly number[]): Scan[] => hourlyScans(codes, FIXED_NOW);

export interface EntryInput {
  codes: readonly number[];
  reverse?: boolean;
  failedDeliveryForm?: boolean;
}

/** A track-order entry as the client reads it (defaults filled), newest scan last. */
export function trackingEntry({ codes, reverse = false, failedDeliveryForm = true }: EntryInput): TrackingEntry {
  return trackingEntryFixture(scansOf(codes), {
    valid: true,
    config: { enable_rating: !reverse, enable_failed_delivery: failedDeliveryForm, form_status_codes: reverse ? [3] : [7, 9], is_rvp: reverse },
    account_code: "",
    cp_id: 101,
    tracking_id: "DEMO-FLD-007",
    order_type: "COD",
    security_key_valid: true,
    enable_security_check: false,
  });
}

export { concernFixture as concern } from "./failure-fixtures.ts";

/** The dates offered at FIXED_NOW in UTC: Wednesday to Friday. */
export const DATE_OPTIONS = ["2026-05-06", "2026-05-07", "2026-05-08"] as const;
