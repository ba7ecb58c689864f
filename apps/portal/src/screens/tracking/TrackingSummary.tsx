import { FORWARD_STAGE_TONE, forwardStageOfCode } from "@portal/core/status";
import type { ForwardTimeline } from "@portal/core/timeline";
import type { TrackingEntry, EddUi } from "@portal/core/api";
import { isDateShown } from "@portal/core/brand";
import { TrackingStatus, useDeliveryText } from "@portal/ui";
import { usePortal } from "../../state/portal-state-context.tsx";

export interface TrackingSummaryProps {
  waybill: string;
  entry: TrackingEntry;
  timeline: ForwardTimeline;
  /** From GET edd once it answered. */
  edd: EddUi | null | undefined;
}

/**
 * The status slot: the stage core decided (later scan wins), courier, last update, and the
 * delivery line ("Delivered on …", the courier's window, or the expected-delivery message).
 * A brand's manifest may hide the expected-delivery and last-update dates (product rules §6).
 */
export function TrackingSummary({ waybill, entry, timeline, edd }: TrackingSummaryProps) {
  const { manifest } = usePortal().brand;
  const latest = entry.latest_status;
  const expectedDelivery = useDeliveryText({
    events: [...entry.scans, latest],
    eddFrom: entry.edd_from,
    eddTo: entry.edd_to,
    eddUi: edd,
    showExpected: isDateShown(manifest, "expected-delivery"),
    dateRule: manifest.dateRule,
  });
  // Only scans no table knows (a new courier's vocabulary): their newest words, not a guessed stage.
  const events = [...entry.scans, latest];
  const courierText = events.every((scan) => forwardStageOfCode(scan.code) === undefined) ? latest.description.trim() || latest.status.trim() : undefined;
  return (
    <TrackingStatus
      courierText={courierText}
      waybill={waybill}
      stage={timeline.stage}
      tone={FORWARD_STAGE_TONE[timeline.stage]}
      courier={{ name: entry.cp_name, logoUrl: entry.logo_url }}
      lastUpdate={isDateShown(manifest, "last-update") ? { at: latest.timestamp, location: latest.location } : undefined}
      expectedDelivery={expectedDelivery}
      headingId="screen-title"
    />
  );
}
