import { useMemo } from "react";
import type { EddUi, TrackingEntry } from "@portal/core/api";
import { useLingui } from "@lingui/react/macro";
import { FORWARD_STAGE_LABEL } from "@portal/core/status";
import type { LinkParams } from "@portal/core/routes";
import { CustomerDetails, DefaultTrackingLayout, ProductSummary, ScanHistory, TrackingTimeline } from "@portal/ui";
import { forwardTimelineOfData, type ForwardTimelineData } from "@portal/core/timeline";
import { usePortal } from "../../state/portal-state-context.tsx";
import { composeTitle } from "../../shell/document-title.ts";
import { useDocumentTitle } from "../../shell/use-document-title.ts";
import { RatingPanel } from "../rating/RatingPanel.tsx";
import { NotifyOptInPanel } from "./notify/NotifyOptInPanel.tsx";
import { ForwardPageBanner, forwardPageBanner } from "./ForwardPageBanner.tsx";
import { TrackingActions } from "./TrackingActions.tsx";
import { TrackingSummary } from "./TrackingSummary.tsx";

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
            <TrackingTimeline timeline={timeline} />
            <ScanHistory scans={entry.scans} />
            <RatingPanel waybill={waybill} entry={entry} />
            <NotifyOptInPanel waybill={waybill} entry={entry} />
          </>
        }
        details={
          <>
            {product ? <ProductSummary title={product.title} imageUrl={product.image_url} /> : null}
            <CustomerDetails customer={entry.customer_info} country={state.theme.config?.country} />
          </>
        }
        actions={<TrackingActions waybill={waybill} entry={entry} showActionForm={timeline.showActionForm} params={params} />}
      />
    </section>
  );
}
