import type { TrackingEntry } from "@portal/core/api";
import { ScanHistory, TrackingTimeline, type ToneTimeline } from "@portal/ui";

export interface ShipmentHistoryProps {
  timeline: ToneTimeline;
  scans: TrackingEntry["scans"];
}

/**
 * The tracking page's timeline and the scans under it (TrackingDetail.tsx): a deferred part, so
 * a chunk of its own; its styles load with the page.
 */
export default function ShipmentHistory({ timeline, scans }: ShipmentHistoryProps) {
  return (
    <>
      <TrackingTimeline timeline={timeline} />
      <ScanHistory scans={scans} />
    </>
  );
}
