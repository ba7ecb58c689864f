import type { TrackingVariantProps } from "@portal/ui";
import "./TrackingVariant.css";

/**
 * Kestrel's tracking page: the banner across the top, then the status with its actions in a
 * narrow column at the inline start (sticky on wide screens), and the journey (timeline, then
 * shipment details) beside it. On phones the columns stack in that order.
 */
export function TrackingVariant({ status, timeline, details, actions, banner }: TrackingVariantProps) {
  return (
    <div data-brand="kestrel" data-part="tracking">
      {banner ? <div data-slot="banner">{banner}</div> : null}
      <div data-slot="summary">
        <div data-slot="status">{status}</div>
        <div data-slot="actions">{actions}</div>
      </div>
      <div data-slot="journey">
        <div data-slot="timeline">{timeline}</div>
        <div data-slot="details">{details}</div>
      </div>
    </div>
  );
}
