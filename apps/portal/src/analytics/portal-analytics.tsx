import { useState, type ReactNode } from "react";
import { AnalyticsProvider } from "@portal/ui";
import { usePortal } from "../state/portal-state-context.tsx";
import { deferredSink } from "./deferred-sink.ts";
import { gaMeasurementIdOf } from "./ga-measurement-id.ts";

/** product rules §9: outbound link delay, so a script sink can send before the page leaves. */
export const OUTBOUND_LINK_DELAY_MS = 250;

/**
 * Analytics for the whole page: events are labelled with the brand (never with shopper
 * data). Only GA needs the outbound delay; the beacon survives navigation by itself. The
 * sinks' code loads after the page is up: nothing is counted before a shopper acts.
 */
export function PortalAnalytics({ children }: { children: ReactNode }) {
  const { state } = usePortal();
  const [sink] = useState(() => deferredSink(() => import("./portal-analytics-sink.ts").then((m) => m.createPortalAnalyticsSink(state.theme))));
  const delay = gaMeasurementIdOf(state.theme) ? OUTBOUND_LINK_DELAY_MS : 0;
  return (
    <AnalyticsProvider sink={sink} label={state.brand.subdomain} outboundDelayMs={delay}>
      {children}
    </AnalyticsProvider>
  );
}
