// The forward timeline in each tone of product rules §4 (failure orange, lost red, success
// green), built by core from sample scan histories. Plain CSF objects: this package does
// not depend on Storybook's types.
import { forwardTimelineOfEntry } from "./entry-timeline.ts";
import { SAMPLE_JOURNEYS, sampleTrackingEntry, type SampleJourney } from "../testing/tracking-fixtures.ts";
import { TrackingTimeline } from "./TrackingTimeline.tsx";

function Journey({ journey, shipDate, withAction = false }: { journey: SampleJourney; shipDate?: string; withAction?: boolean }) {
  const entry = sampleTrackingEntry({ codes: SAMPLE_JOURNEYS[journey], ...(shipDate ? { shipDate } : {}) });
  const timeline = forwardTimelineOfEntry(entry);
  return (
    <div style={{ padding: "1.5rem", maxInlineSize: "44rem" }}>
      <TrackingTimeline timeline={timeline} />
      {withAction && timeline.showActionForm ? (
        <a href="#take-action" className="portal-button">
          Take Action
        </a>
      ) : null}
    </div>
  );
}

export default {
  title: "UI/Tracking/Timeline",
  component: Journey,
  args: { journey: "in-transit" },
  argTypes: { journey: { control: "select", options: Object.keys(SAMPLE_JOURNEYS) } },
};

export const InTransit = { name: "In transit (progress)", args: { journey: "in-transit" } };
export const ReadyToShip = { name: "With a ready-to-ship step", args: { journey: "in-transit", shipDate: "2026-04-30T12:00:00Z" } };
export const Delivered = { name: "Delivered (success)", args: { journey: "delivered" } };
export const FailedDelivery = { name: "Failed delivery with Take Action (failure)", args: { journey: "failed-delivery", withAction: true } };
export const FailureThenOutForDelivery = {
  name: "Failure cleared by a later delivery run (no action)",
  args: { journey: "failed-then-out-for-delivery", withAction: true },
};
export const Lost = { name: "Lost (red)", args: { journey: "lost" } };
export const Damaged = { name: "Damaged (red)", args: { journey: "damaged" } };
export const Cancelled = { name: "Cancelled", args: { journey: "cancelled" } };
export const ReturnedToOrigin = { name: "Returned to origin (RTO)", args: { journey: "returned-to-origin" } };
export const Phone = {
  name: "Phone width (steps down the page)",
  args: { journey: "failed-delivery" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
export const Arabic = { name: "Arabic (right to left)", args: { journey: "in-transit" }, globals: { locale: "ar" } };
