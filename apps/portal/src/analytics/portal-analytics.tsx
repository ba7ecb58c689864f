import { useState, type ReactNode } from "react";
import { AnalyticsProvider, combineSinks, createBeaconSink, createGoogleAnalyticsSink, type AnalyticsSink } from "@portal/ui";
import type { Theme } from "@portal/core/theme";
import { usePortal } from "../state/portal-state-context.tsx";
import { gaMeasurementIdOf } from "./ga-measurement-id.ts";

/** Spec section 9: outbound link delay, so a script sink can send before the page leaves. */
export const OUTBOUND_LINK_DELAY_MS = 250;

/** The portal's own collector always; Google Analytics too when the brand's theme names a property. */
export function createPortalAnalyticsSink(theme: Theme): AnalyticsSink {
  const gaId = gaMeasurementIdOf(theme);
  const beacon = createBeaconSink();
  return gaId ? combineSinks(beacon, createGoogleAnalyticsSink({ measurementId: gaId })) : beacon;
}

/**
 * Analytics for the whole page: events are labelled with the brand (never with shopper
 * data). Only GA needs the outbound delay; the beacon survives navigation by itself.
 */
export function PortalAnalytics({ children }: { children: ReactNode }) {
  const { state } = usePortal();
  const [sink] = useState(() => createPortalAnalyticsSink(state.theme));
  const delay = gaMeasurementIdOf(state.theme) ? OUTBOUND_LINK_DELAY_MS : 0;
  return (
    <AnalyticsProvider sink={sink} label={state.brand.subdomain} outboundDelayMs={delay}>
      {children}
    </AnalyticsProvider>
  );
}
