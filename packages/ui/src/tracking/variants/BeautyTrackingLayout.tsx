import type { TrackingVariantProps } from "../../brand/define-brand.ts";
import "./beauty-tracking-layout.css";

/**
 * The beauty family's tracking page (shared by its brands, so it lives here, not in one
 * brand): a status card over the product details, with the journey beside them on wide
 * screens; actions stay under the status. Brands colour it through the theme variables.
 */
export function BeautyTrackingLayout({ status, timeline, details, actions, banner }: TrackingVariantProps) {
  return (
    <div className="portal-tracking-layout" data-part="tracking" data-layout="beauty">
      {banner ? <div data-slot="banner">{banner}</div> : null}
      <div data-slot="card">
        <div data-slot="status">{status}</div>
        {actions ? <div data-slot="actions">{actions}</div> : null}
        {details ? <div data-slot="details">{details}</div> : null}
      </div>
      {timeline ? <div data-slot="timeline">{timeline}</div> : null}
    </div>
  );
}
