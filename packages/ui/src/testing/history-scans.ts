import type { HistoryScan } from "@portal/core/timeline";

/** Six made-up courier scans over four days (18-21 Nov 2026, UTC), in the shape of a feed: manifested to undelivered. */
export const SAMPLE_HISTORY_SCANS = [
  { code: 1, status: "Manifested", description: "Shipment manifested", location: "Pune", timestamp: "2026-11-18T03:42:00Z" },
  { code: 4, status: "Dispatched", description: "Picked up from the seller", location: "Bhiwandi", timestamp: "2026-11-19T05:00:00Z" },
  { code: 5, status: "In Transit", description: "Reached the sorting hub", location: "Nagpur", timestamp: "2026-11-20T03:10:00Z" },
  { code: 5, status: "In Transit", description: "Left the sorting hub", location: "Nagpur", timestamp: "2026-11-20T09:10:00Z" },
  { code: 6, status: "Out for Delivery", description: "Out for delivery", location: "Pune", timestamp: "2026-11-21T02:30:00Z" },
  { code: 9, status: "Undelivered", description: "Consignee not available at the address", location: "Pune", timestamp: "2026-11-21T08:35:00Z" },
] as const satisfies readonly HistoryScan[];
