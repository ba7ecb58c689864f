import { Trans } from "@lingui/react/macro";
import { useCallback, useEffect, useRef } from "react";
import { trackingOutcomeOf } from "@portal/core/messages";
import type { LinkParams } from "@portal/core/routes";
import { usePortal } from "../../state/portal-state-context.tsx";
import { NotShippedMessage } from "./NotShippedMessage.tsx";
import { OrderShipments } from "./OrderShipments.tsx";
import { outcomeOfAnswer } from "./tracking-outcome-of-answer.ts";
import { trackQueryKey, trackQueryOf } from "./tracking-query.ts";
import { TrackingDetail } from "./TrackingDetail.tsx";
import { TrackingRetry } from "./TrackingRetry.tsx";
import type { TrackingLookupState } from "./tracking-lookup-state.ts";
import { useTrackingLookup } from "./use-tracking-lookup.ts";
import "./tracking-screen.css";

/**
 * The tracking page for a tracking link: one waybill, an order's shipments, the not-shipped
 * message, or the retry state. The server's answer paints first; a link the server did not
 * answer (a search made in the browser) or a Retry is fetched here, without a page reload.
 */
export function TrackingScreen({ params }: { params: LinkParams }) {
  const { state, api } = usePortal();
  const enterprise = state.user.enterprise;
  const serverAnswer = state.tracking && trackQueryKey(params) === trackQueryKey(state.page.params) ? state.tracking : undefined;
  const fetchOutcome = useCallback(
    async () => trackingOutcomeOf(await api.trackOrder(trackQueryOf(params)), { brandEnterprise: enterprise }),
    [api, params, enterprise],
  );
  const { state: lookup, retry, loadedInBrowser } = useTrackingLookup({
    initial: serverAnswer && outcomeOfAnswer(serverAnswer, enterprise),
    fetchOutcome,
  });

  // After a browser fetch the old content (and maybe the focused Retry button) is gone:
  // move focus to the new main heading (as on every client navigation), else the content.
  const focusTarget = useRef<HTMLDivElement>(null);
  const shown = lookup.phase === "shown" ? lookup.outcome : undefined;
  useEffect(() => {
    if (!shown || !loadedInBrowser) return;
    const heading = focusTarget.current?.querySelector<HTMLElement>("h1");
    heading?.setAttribute("tabindex", "-1");
    (heading ?? focusTarget.current)?.focus();
  }, [shown, loadedInBrowser]);

  return (
    <div ref={focusTarget} tabIndex={-1} className="portal-tracking-screen" data-lookup={lookup.phase}>
      {lookup.phase === "loading" ? <TrackingLoading /> : <Outcome lookup={lookup} params={params} retry={retry} />}
    </div>
  );
}

function Outcome({ lookup, params, retry }: { lookup: Exclude<TrackingLookupState, { phase: "loading" }>; params: LinkParams; retry: () => void }) {
  const { outcome } = lookup;
  switch (outcome.kind) {
    case "shipment":
      return <TrackingDetail waybill={outcome.waybill} entry={outcome.entry} params={params} />;
    case "order":
      return <OrderShipments order={outcome.order} params={params} />;
    case "not-found":
      return <NotShippedMessage />;
    case "error":
      return <TrackingRetry retrying={lookup.phase === "retrying"} attempts={lookup.attempts} onRetry={retry} />;
  }
}

function TrackingLoading() {
  return (
    <section className="portal-screen" data-screen="tracking" data-state="loading" aria-busy="true" aria-labelledby="screen-title">
      <h1 id="screen-title" role="status">
        <Trans>Loading your tracking details…</Trans>
      </h1>
    </section>
  );
}
