// The tracking screen's parts filled from sample data, for Storybook: the default layout's
// stories and every brand's tracking page in the brand picker. Links go nowhere here; the
// portal builds them from the shopper's link.
import { FORWARD_STAGE_TONE } from "@portal/core/status";
import type { TrackingVariantProps } from "../brand/define-brand.ts";
import { CustomerDetails } from "../tracking/CustomerDetails.tsx";
import { forwardTimelineOfEntry } from "../tracking/entry-timeline.ts";
import { ProductSummary } from "../tracking/ProductSummary.tsx";
import { ShippingLabelDownload } from "../tracking/ShippingLabelDownload.tsx";
import type { ShippingLabelPhase } from "../tracking/shipping-label-state.ts";
import { TrackingStatus } from "../tracking/TrackingStatus.tsx";
import { TrackingTimeline } from "../tracking/TrackingTimeline.tsx";
import { frozenShippingLabel } from "./label-states.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry, type SampleJourney } from "./tracking-fixtures.ts";

export { SAMPLE_JOURNEYS, type SampleJourney };

export interface SampleTrackingOptions {
  journey: SampleJourney;
  labelPhase?: ShippingLabelPhase;
  expectedDelivery?: string;
  banner?: boolean;
  /** Whose message the banner is, e.g. the brand's name. */
  bannerFrom?: string;
}

export function sampleTrackingParts({
  journey,
  labelPhase = "idle",
  expectedDelivery,
  banner = true,
  bannerFrom = "Demo Store",
}: SampleTrackingOptions): TrackingVariantProps {
  const entry = sampleTrackingEntry({ codes: SAMPLE_JOURNEYS[journey] });
  const timeline = forwardTimelineOfEntry(entry);
  const product = entry.additional.order_detail[0];
  return {
    banner: banner ? (
      <section aria-label={`Message from ${bannerFrom}`}>
        <p>
          <strong>Free exchanges</strong> within 15 days on every order.
        </p>
      </section>
    ) : null,
    status: (
      <TrackingStatus
        waybill={entry.tracking_id}
        stage={timeline.stage}
        tone={FORWARD_STAGE_TONE[timeline.stage]}
        courier={{ name: entry.cp_name, logoUrl: entry.logo_url }}
        lastUpdate={{ at: entry.latest_status.timestamp, location: entry.latest_status.location }}
        expectedDelivery={expectedDelivery}
      />
    ),
    actions: (
      <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "start" }}>
        <ShippingLabelDownload label={frozenShippingLabel(labelPhase)} />
        {timeline.showActionForm ? (
          <a className="portal-button" href="#issue">
            Take Action
          </a>
        ) : null}
        <a href="#update-contact">Update Contact</a>
        <a href="#my-order">My Orders</a>
      </div>
    ),
    timeline: <TrackingTimeline timeline={timeline} />,
    details: (
      <>
        {product ? <ProductSummary title={product.title} imageUrl={product.image_url} /> : null}
        <CustomerDetails customer={entry.customer_info} />
      </>
    ),
  };
}
