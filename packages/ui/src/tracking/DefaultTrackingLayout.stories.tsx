// The default tracking page arrangement with every slot filled from sample data: what a
// shopper sees unless the brand brings its own TrackingVariant. Links go nowhere here; the
// portal builds them from the shopper's link.
import { FORWARD_STAGE_TONE } from "@portal/core/status";
import { CustomerDetails } from "./CustomerDetails.tsx";
import { DefaultTrackingLayout } from "./DefaultTrackingLayout.tsx";
import { trackingAccessOfEntry } from "./entry-access.ts";
import { forwardTimelineOfEntry } from "./entry-timeline.ts";
import { ProductSummary } from "./ProductSummary.tsx";
import { ShippingLabelDownload } from "./ShippingLabelDownload.tsx";
import { frozenShippingLabel } from "../testing/label-states.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry, type SampleJourney } from "../testing/tracking-fixtures.ts";
import { TrackingStatus } from "./TrackingStatus.tsx";
import { TrackingTimeline } from "./TrackingTimeline.tsx";
import type { ShippingLabelPhase } from "./shipping-label-state.ts";

interface SampleTrackingPageProps {
  journey: SampleJourney;
  statusOnly?: boolean;
  labelPhase?: ShippingLabelPhase;
  expectedDelivery?: string;
  banner?: boolean;
}

function SampleTrackingPage({ journey, statusOnly = false, labelPhase = "idle", expectedDelivery, banner = true }: SampleTrackingPageProps) {
  const entry = sampleTrackingEntry({ codes: SAMPLE_JOURNEYS[journey], statusOnly });
  const timeline = forwardTimelineOfEntry(entry);
  const access = trackingAccessOfEntry(entry);
  const product = entry.additional.order_detail[0];
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "40rem" }}>
      <DefaultTrackingLayout
        banner={
          banner ? (
            <section aria-label="Message from Demo Store">
              <p>
                <strong>Free exchanges</strong> within 15 days on every order.
              </p>
            </section>
          ) : null
        }
        status={
          <TrackingStatus
            waybill={entry.tracking_id}
            stage={timeline.stage}
            tone={FORWARD_STAGE_TONE[timeline.stage]}
            courier={{ name: entry.cp_name, logoUrl: entry.logo_url }}
            lastUpdate={{ at: entry.latest_status.timestamp, location: entry.latest_status.location }}
            expectedDelivery={expectedDelivery}
          />
        }
        actions={
          <div style={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "start" }}>
            {access === "full" ? <ShippingLabelDownload label={frozenShippingLabel(labelPhase)} /> : null}
            {timeline.showActionForm && access === "full" ? (
              <a className="portal-button" href="#issue">
                Take Action
              </a>
            ) : null}
            <a href="#update-contact">Update Contact</a>
            <a href="#my-order">My Orders</a>
          </div>
        }
        timeline={access === "full" ? <TrackingTimeline timeline={timeline} /> : null}
        details={
          <>
            {product ? <ProductSummary title={product.title} imageUrl={product.image_url} /> : null}
            <CustomerDetails customer={entry.customer_info} masked={access !== "full"} />
          </>
        }
      />
    </div>
  );
}

export default {
  title: "UI/Tracking/Default layout",
  component: SampleTrackingPage,
  args: { journey: "in-transit", expectedDelivery: "Your order is on its way and on schedule." },
  argTypes: {
    journey: { control: "select", options: Object.keys(SAMPLE_JOURNEYS) },
    labelPhase: { control: "select", options: ["idle", "requesting", "preparing", "ready", "failed"] },
  },
};

export const InTransit = { name: "In transit" };
export const FailedDelivery = {
  name: "Failed delivery with Take Action",
  args: { journey: "failed-delivery", expectedDelivery: "The courier will try again within 24-48 hours." },
};
export const Delivered = { args: { journey: "delivered", expectedDelivery: undefined } };
export const Lost = {
  args: { journey: "lost", expectedDelivery: "Your shipment was lost in transit. The seller will contact you about a replacement or refund." },
};
export const MaskedDetails = { name: "Status only: masked details (no key)", args: { statusOnly: true } };
export const LabelPending = { name: "Label pending", args: { labelPhase: "preparing" } };
export const LabelReady = { name: "Label ready", args: { labelPhase: "ready" } };
export const Phone = { globals: { viewport: { value: "mobile", isRotated: false } } };
export const Arabic = { name: "Arabic (right to left)", globals: { locale: "ar" } };
