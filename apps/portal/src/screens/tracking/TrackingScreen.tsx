import { useEffect, useRef } from "react";
import type { EddUi } from "@portal/core/api";
import type { LinkParams } from "@portal/core/routes";
import type { ShownTrackingOutcome } from "../../data/loaders/load-tracking.ts";
import { useLoaderRetry } from "../../data/use-loader-retry.ts";
import { NotShippedMessage } from "./NotShippedMessage.tsx";
import { TrackingDetail } from "./TrackingDetail.tsx";
import { TrackingRetry } from "./TrackingRetry.tsx";
import { TRACKING_PARTS } from "./tracking-parts.ts";

/** Loaded with the answer that shows it (the route loader), so it never suspends here. */
const OrderShipments = TRACKING_PARTS.order.Component;
import "./tracking-screen.css";

export interface TrackingScreenProps {
  params: LinkParams;
  /** The route loader's answer: rendered by the server for a link, in the browser after a search. */
  outcome: ShownTrackingOutcome;
  edd: EddUi | null;
  /** The server rendered this link; otherwise it was loaded after a search in the browser. */
  serverRendered: boolean;
}

/**
 * The tracking page for a tracking link: one waybill, an order's shipments, the not-shipped
 * message, or the retry state. Retry runs the route's loader again, without a page reload.
 */
export function TrackingScreen({ params, outcome, edd, serverRendered }: TrackingScreenProps) {
  const { retrying, attempts, retry } = useLoaderRetry(outcome);
  // After a browser load the old content (and maybe the focused Retry button) is gone:
  // move focus to the new main heading (as on every client navigation), else the content.
  const focusTarget = useRef<HTMLDivElement>(null);
  const loadedInBrowser = !serverRendered || attempts > 0;
  useEffect(() => {
    if (!loadedInBrowser) return;
    const heading = focusTarget.current?.querySelector<HTMLElement>("h1");
    heading?.setAttribute("tabindex", "-1");
    (heading ?? focusTarget.current)?.focus();
  }, [outcome, loadedInBrowser]);

  return (
    <div ref={focusTarget} tabIndex={-1} className="portal-tracking-screen" data-lookup={retrying ? "retrying" : "shown"}>
      <Outcome outcome={outcome} edd={edd} params={params} retrying={retrying} attempts={attempts} retry={retry} />
    </div>
  );
}

interface OutcomeProps {
  outcome: ShownTrackingOutcome;
  edd: EddUi | null;
  params: LinkParams;
  retrying: boolean;
  attempts: number;
  retry: () => void;
}

function Outcome({ outcome, edd, params, retrying, attempts, retry }: OutcomeProps) {
  switch (outcome.kind) {
    case "shipment":
      return <TrackingDetail waybill={outcome.waybill} entry={outcome.entry} timeline={outcome.timeline} edd={edd} params={params} />;
    case "order":
      return <OrderShipments order={outcome.order} params={params} />;
    case "not-found":
      return <NotShippedMessage />;
    case "error":
      return <TrackingRetry retrying={retrying} attempts={attempts} onRetry={retry} />;
  }
}
