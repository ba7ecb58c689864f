import type { TrackingVariantProps } from "@portal/ui";
import "./TrackingVariant.css";

/**
 * MedLeaf's tracking page: the status and the shopper's actions in a highlighted strip (a
 * medicine order's first question is "when?"), then details and the journey side by side.
 */
export function TrackingVariant({ status, timeline, details, actions, banner }: TrackingVariantProps) {
  return (
    <div className="portal-tracking-layout" data-brand="medleaf" data-part="tracking" data-layout="pharmacy">
      <div data-slot="strip">
        <div data-slot="status">{status}</div>
        {actions ? <div data-slot="actions">{actions}</div> : null}
      </div>
      {banner ? <div data-slot="banner">{banner}</div> : null}
      {details ? <div data-slot="details">{details}</div> : null}
      {timeline ? <div data-slot="timeline">{timeline}</div> : null}
    </div>
  );
}
