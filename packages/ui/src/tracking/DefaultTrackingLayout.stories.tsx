// The default tracking page arrangement with every slot filled from sample data: what a
// shopper sees unless the brand brings its own TrackingVariant. Links go nowhere here; the
// portal builds them from the shopper's link.
import { DefaultTrackingLayout } from "./DefaultTrackingLayout.tsx";
import { SAMPLE_JOURNEYS, sampleTrackingParts, type SampleTrackingOptions } from "../testing/sample-tracking-parts.tsx";

function SampleTrackingPage(options: SampleTrackingOptions) {
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "40rem" }}>
      <DefaultTrackingLayout {...sampleTrackingParts(options)} />
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
export const LabelPending = { name: "Label pending", args: { labelPhase: "preparing" } };
export const LabelReady = { name: "Label ready", args: { labelPhase: "ready" } };
export const Phone = { globals: { viewport: { value: "mobile", isRotated: false } } };
export const Arabic = { name: "Arabic (right to left)", globals: { locale: "ar" } };
