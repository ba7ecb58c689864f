import { FORWARD_STAGE_TONE } from "@portal/core/status";
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
 * A brand's manifest may hide the expected-delivery and last-update dates (spec section 6).
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
  });
  return (
    <TrackingStatus
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
