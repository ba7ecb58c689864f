import type { TrackingLookup, TrackingScan } from "@portal/portal/ssr";
import type { Scan, ShipmentDetail } from "../db/repositories/index.ts";

/** Code 23 (expired) counts as not shipped (spec section 8). */
const NOT_SHIPPED_CODES: ReadonlySet<number> = new Set([23]);

function toTrackingScan(scan: Scan): TrackingScan {
  return {
    code: scan.code,
    status: scan.status,
    description: scan.description,
    location: scan.location ?? "",
    timestamp: scan.scannedAt,
  };
}

/** What the tracking page shows of a shipment found for this brand, or "not shipped". */
export function trackingLookupOf(detail: ShipmentDetail | undefined): TrackingLookup {
  if (!detail || !detail.shipment.waybill) return { kind: "not-shipped" };
  const latest = detail.scans[0];
  if (!latest || NOT_SHIPPED_CODES.has(latest.code)) return { kind: "not-shipped" };
  return {
    kind: "found",
    shipment: {
      waybill: detail.shipment.waybill,
      orderId: detail.order.orderId,
      courier: { name: detail.courier?.name ?? "", logoUrl: detail.courier?.logoUrl ?? undefined },
      latest: toTrackingScan(latest),
      scans: detail.scans.map(toTrackingScan),
    },
  };
}
