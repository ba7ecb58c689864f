import type { TrackingVariantProps } from "../../brand/define-brand.ts";
import "./white-label-tracking-layout.css";

/**
 * The white-label brands' tracking page (their pages have no header): status and journey
 * first in one narrow column, then details and actions, so the page reads as a plain
 * tracking receipt under any seller's name.
 */
export function WhiteLabelTrackingLayout({ status, timeline, details, actions, banner }: TrackingVariantProps) {
  return (
    <div className="portal-tracking-layout" data-part="tracking" data-layout="white-label">
      <div data-slot="status">{status}</div>
      {timeline ? <div data-slot="timeline">{timeline}</div> : null}
      {details ? <div data-slot="details">{details}</div> : null}
      {actions ? <div data-slot="actions">{actions}</div> : null}
      {banner ? <div data-slot="banner">{banner}</div> : null}
    </div>
  );
}
