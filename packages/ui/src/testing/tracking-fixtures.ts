import type { Scan, TrackingEntry } from "@portal/core/api";
import { trackingEntryFixture } from "./tracking-entry.ts";

/** Courier texts of the sample scans, by code. */
const SCAN_TEXT: Record<number, string> = {
  1: "Order placed",
  2: "Manifested",
  1001: "Ready to ship",
  4: "Dispatched from warehouse",
  5: "In transit",
  6: "Out for delivery",
  7: "Customer not reachable",
  8: "Delivered",
  9: "Customer refused delivery",
  10: "Cancelled",
  11: "Return to origin initiated",
  14: "Returned to seller",
  16: "Shipment lost",
  17: "Shipment damaged",
};

/** The scan history's start: 1 May 2026, 09:00 UTC; each scan 6 hours after the previous one. */
export const SAMPLE_FIRST_SCAN_AT = Date.UTC(2026, 4, 1, 9);

/** Scans with the given codes, oldest first, 6 hours apart. */
export function sampleScans(codes: readonly number[]): Scan[] {
  return codes.map((code, i) => ({
    code,
    status: SCAN_TEXT[code] ?? `Status ${code}`,
    description: SCAN_TEXT[code] ?? "",
    location: i % 2 === 0 ? "Pune hub" : "Mumbai hub",
    remark: "",
    timestamp: new Date(SAMPLE_FIRST_SCAN_AT + i * 6 * 3_600_000).toISOString(),
  }));
}

export const SAMPLE_CUSTOMER = {
  name: "Ananya Rao",
  phone: "9845012345",
  address: "Flat 402, Lotus Residency, 14 Koregaon Park Road, Pune",
  pincode: "411001",
};

/** An inline badge as older rows stored it: pages do not load data: images, so stories show the initials tile. */
export const SAMPLE_PRODUCT_IMAGE =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72"><rect width="72" height="72" fill="#c7d2fe"/><text x="36" y="44" font-size="22" text-anchor="middle" fill="#312e81">KT</text></svg>',
  );

export const SAMPLE_COURIER_LOGO =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" rx="4" fill="#1d4ed8"/><text x="12" y="16" font-size="8" text-anchor="middle" fill="#fff">SWX</text></svg>',
  );

export interface SampleEntryOptions {
  waybill?: string;
  /** Scan codes, oldest first; the last is the latest status. */
  codes?: readonly number[];
  shipDate?: string | null;
  config?: Partial<TrackingEntry["config"]>;
}

/** A complete tracking entry as the API sends it, for tests and stories. */
export function sampleTrackingEntry(options: SampleEntryOptions = {}): TrackingEntry {
  const { waybill = "DEMO-TRN-005", codes = [1, 2, 4, 5], shipDate = null } = options;
  const scans = sampleScans(codes);
  return trackingEntryFixture(scans, {
    scans,
    valid: true,
    additional: { order_detail: [{ title: "Kurta, indigo cotton (M)", image_url: SAMPLE_PRODUCT_IMAGE, sku: "KT-IND-M", quantity: 1, price: null }] },
    config: {
      order_date: new Date(SAMPLE_FIRST_SCAN_AT - 3_600_000).toISOString(),
      ship_date: shipDate,
      website: "https://store.example",
      allow_contact_update: true,
      ...options.config,
    },
    customer_info: SAMPLE_CUSTOMER,
    logo_url: SAMPLE_COURIER_LOGO,
    tracking_id: waybill,
    security_key_valid: true,
    enable_security_check: false,
  });
}

/** Scan histories for each kind of timeline the product rules name (section 4). */
export const SAMPLE_JOURNEYS = {
  "in-transit": [1, 2, 4, 5],
  delivered: [1, 2, 4, 5, 6, 8],
  "failed-delivery": [1, 2, 4, 5, 6, 7],
  "failed-then-out-for-delivery": [1, 2, 4, 5, 6, 7, 6],
  lost: [1, 2, 4, 5, 16],
  damaged: [1, 2, 4, 17],
  cancelled: [1, 2, 10],
  "returned-to-origin": [1, 2, 4, 5, 6, 7, 6, 9, 11, 14],
} as const satisfies Record<string, readonly number[]>;
export type SampleJourney = keyof typeof SAMPLE_JOURNEYS;
