import { openFailureCodeOf, type FeedDirection } from "@portal/core/feed-form";
import { isContactUpdateAllowed, isPickupContactUpdateAllowed } from "@portal/core/permissions";
import { reverseStageOfCode, type ForwardStage, type ReverseStage, type StatusEvent } from "@portal/core/status";
import { effectiveForwardStage } from "@portal/core/timeline";
import type { Scan, ShipmentDetail } from "@portal/db/repositories/records";

/** Where a shipment stands, read by the table of its direction (forward codes or reverse pickup codes). */
export type ShipmentStage = { direction: "delivery"; stage: ForwardStage } | { direction: "pickup"; stage: ReverseStage | undefined };

export function statusEventsOf(scans: readonly Scan[]): StatusEvent[] {
  return scans.map((scan) => ({ code: scan.code, timestamp: scan.scannedAt }));
}

/**
 * The stage to act on. Forward shipments use core's effective stage, so a new delivery run
 * after a failure clears the failure (product rules §4). Scans are newest first.
 */
export function shipmentStageOf(detail: Pick<ShipmentDetail, "shipment" | "scans">): ShipmentStage {
  const latest = detail.scans[0];
  if (detail.shipment.isReverse) return { direction: "pickup", stage: latest ? reverseStageOfCode(latest.code) : undefined };
  const events = statusEventsOf(detail.scans);
  const stage = latest ? effectiveForwardStage({ code: latest.code, timestamp: latest.scannedAt }, events) : "order-placed";
  return { direction: "delivery", stage };
}

/**
 * The failure reason the shopper may answer now in this direction (the feed's `new_ndr`),
 * by core's offer rule on the shipment's scans, the rule the portal reads from track-order.
 * The brand settings it leaves out mean on, as track-order's config says for every shipment.
 */
export function openIssueOf(direction: FeedDirection, detail: Pick<ShipmentDetail, "shipment" | "scans">): number | null {
  const scans = statusEventsOf(detail.scans);
  const [latest] = scans; // newest first
  if (latest === undefined) return null;
  return openFailureCodeOf(direction, { latest_status: latest, scans, config: { is_rvp: detail.shipment.isReverse } }, detail.shipment.failureReasonCode);
}

/** Whether the shopper may still change the contact numbers (product rules §6), by core's rule for the shipment's direction. */
export function isContactUpdateOpen(detail: Pick<ShipmentDetail, "shipment" | "scans">): boolean {
  const scans = statusEventsOf(detail.scans);
  return detail.shipment.isReverse ? isPickupContactUpdateAllowed({ scans }) : isContactUpdateAllowed({ scans });
}
