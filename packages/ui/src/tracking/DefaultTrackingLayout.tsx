import type { TrackingVariantProps } from "../brand/define-brand.ts";
import "./default-tracking-layout.css";

/**
 * The tracking page's default arrangement, used unless the brand brings its own
 * `TrackingVariant`: banner, status, the shopper's actions, the journey, then the details.
 * Empty slots leave no empty boxes. Styling hooks: `[data-layout="default"] > [data-slot]`.
 */
export function DefaultTrackingLayout({ status, timeline, details, actions, banner }: TrackingVariantProps) {
  return (
    <div className="portal-tracking-layout" data-part="tracking" data-layout="default">
      {banner ? <div data-slot="banner">{banner}</div> : null}
      <div data-slot="status">{status}</div>
      {actions ? <div data-slot="actions">{actions}</div> : null}
      {timeline ? <div data-slot="timeline">{timeline}</div> : null}
      {details ? <div data-slot="details">{details}</div> : null}
    </div>
  );
}
