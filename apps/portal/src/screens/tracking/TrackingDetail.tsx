import { useMemo } from "react";
import type { EddUi, TrackingEntry } from "@portal/core/api";
import { useLingui } from "@lingui/react/macro";
import { FORWARD_STAGE_LABEL } from "@portal/core/status";
import type { LinkParams } from "@portal/core/routes";
import { DefaultTrackingLayout } from "@portal/ui";
// With the page, not the deferred parts below: their server-rendered markup is styled at first paint.
import "@portal/ui/tracking/tracking-timeline.css";
import "@portal/ui/tracking/timeline-position.css";
import "@portal/ui/tracking/scan-history.css";
import "@portal/ui/tracking/tracking-details.css";
import "@portal/ui/product/product-image.css";
import { forwardTimelineOfData, type ForwardTimelineData } from "@portal/core/timeline";
import { usePortal } from "../../state/portal-state-context.tsx";
import { composeTitle } from "../../shell/document-title.ts";
import { useDocumentTitle } from "../../shell/use-document-title.ts";
import { RatingPanel } from "../rating/RatingPanel.tsx";
import { NotifyOptInPanel } from "./notify/NotifyOptInPanel.tsx";
import { ForwardPageBanner, forwardPageBanner } from "./ForwardPageBanner.tsx";
import { TrackingActions } from "./TrackingActions.tsx";
import { TrackingSummary } from "./TrackingSummary.tsx";
import { deferredPart } from "../deferred-part.tsx";

/**
 * The timeline with the scans under it, and the product and address cards: first paint shows
 * them, but no script needs to run for that (only "Show earlier updates" does), so their code
 * loads while the page hydrates; the server renders them in full (screens/deferred-part.tsx).
 */
const ShipmentHistory = deferredPart(() => import("./ShipmentHistory.tsx"));
const ShipmentDetails = deferredPart(() => import("./ShipmentDetails.tsx"));

export interface TrackingDetailProps {
  waybill: string;
  entry: TrackingEntry;
  /** Its forward timeline, built by the route's loader (data/loaders/load-tracking.ts). */
  timeline: ForwardTimelineData;
  /** The expected-delivery message, loaded with the shipment (so it is in the first HTML). */
  edd: EddUi | null;
  params: LinkParams;
}

/**
 * One shipment's tracking page, built as slots so a brand's TrackingVariant can re-arrange
 * them: status, timeline (with the rating widget below it), details, actions and banner.
 * With the brand's security check on, only a link with the valid key gets an entry at all
 * (otherwise the not-found screen), so everything here is for the shopper (product rules §6).
 */
export function TrackingDetail({ waybill, entry, timeline: timelineData, edd, params }: TrackingDetailProps) {
  const { state, brand } = usePortal();
  const timeline = useMemo(() => forwardTimelineOfData(timelineData), [timelineData]);
  const banner = forwardPageBanner(state.theme, state.user.lang);
  const product = entry.additional.order_detail[0];
  const Layout = brand.TrackingVariant ?? DefaultTrackingLayout;
  const { i18n } = useLingui();
  useDocumentTitle(composeTitle([i18n._(FORWARD_STAGE_LABEL[timeline.stage]), waybill, state.brand.name]));

  return (
    <section className="portal-screen" data-screen="tracking" data-state="found" data-stage={timeline.stage} aria-labelledby="screen-title">
      <Layout
        banner={banner ? <ForwardPageBanner banner={banner} brandName={state.brand.name} /> : null}
        status={<TrackingSummary waybill={waybill} entry={entry} timeline={timeline} edd={edd} />}
        timeline={
          <>
            <ShipmentHistory timeline={timeline} scans={entry.scans} />
            <RatingPanel waybill={waybill} entry={entry} />
            <NotifyOptInPanel waybill={waybill} entry={entry} />
          </>
        }
        details={<ShipmentDetails product={product} customer={entry.customer_info} country={state.theme.config?.country} />}
        actions={<TrackingActions waybill={waybill} entry={entry} showActionForm={timeline.showActionForm} params={params} />}
      />
    </section>
  );
}
