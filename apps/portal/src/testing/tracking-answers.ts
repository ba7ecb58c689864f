import type { OrderLookupResult, Scan, TrackingEntry, TrackOrderShipment } from "@portal/core/api";
import { scansUntil, trackingEntryFixture } from "@portal/ui/testing";

/** Scans 6 hours apart, the newest `lastScanHoursAgo` before `now`. */
export const scansEndingAt = (codes: readonly number[], now: Date, lastScanHoursAgo = 2): Scan[] =>
  scansUntil(codes, new Date(now.getTime() - lastScanHoursAgo * 3_600_000), { everyHours: 6, location: "Pune hub" });

export interface EntryOptions {
  waybill?: string;
  codes?: readonly number[];
  now?: Date;
  config?: Partial<TrackingEntry["config"]>;
}

export const TEST_NOW = new Date("2026-11-21T10:00:00.000Z");

/** A tracking entry as the server sends it (only ever in full: without a valid key on a brand that checks keys, there is none). */
export function entryOf({ waybill = "DEMO-TRN-005", codes = [1, 2, 4, 5], now = TEST_NOW, config = {} }: EntryOptions = {}): TrackingEntry {
  const scans = scansEndingAt(codes, now);
  return trackingEntryFixture(scans, {
    scans,
    valid: true,
    additional: { order_detail: [{ title: "Kurta, indigo cotton (M)", image_url: "data:image/png;base64,AA==", sku: "KT-1", quantity: 1, price: null }] },
    config: { allow_contact_update: true, ...config },
    customer_info: { name: "Ananya Rao", phone: "9845012345", address: "Flat 402, Lotus Residency, Pune", pincode: "411001" },
    cp_id: 3,
    tracking_id: waybill,
    security_key_valid: true,
    enable_security_check: false,
  });
}

export function shipmentOf(waybill: string | null, codes: readonly number[], title: string, now = TEST_NOW): TrackOrderShipment {
  return {
    waybill,
    cp_id: waybill ? 3 : null,
    cp_name: waybill ? "Swiftline Express" : "",
    latest_status: scansEndingAt(codes, now).at(-1) ?? null,
    skus: [{ sku: "", title, image_url: "", quantity: 1, price: null }],
    edd: null,
    is_rvp: false,
    rated: false,
  };
}

export function orderOf(shipments: TrackOrderShipment[]): OrderLookupResult {
  return {
    shipments,
    order_id: "DS-240131",
    order_date: "2026-11-15T08:00:00.000Z",
    currency: "INR",
    total: 2499,
    payment_method: "prepaid",
    customer_info: { name: "Ananya Rao", phone: "9845012345", address: "Pune", pincode: "411001" },
  };
}
