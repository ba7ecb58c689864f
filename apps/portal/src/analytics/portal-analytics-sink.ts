import { combineSinks, createBeaconSink, createGoogleAnalyticsSink, type AnalyticsSink } from "@portal/ui";
import type { Theme } from "@portal/core/theme";
import { gaMeasurementIdOf } from "./ga-measurement-id.ts";

/** The portal's own collector always; Google Analytics too when the brand's theme names a property. */
export function createPortalAnalyticsSink(theme: Theme): AnalyticsSink {
  const gaId = gaMeasurementIdOf(theme);
  const beacon = createBeaconSink();
  return gaId ? combineSinks(beacon, createGoogleAnalyticsSink({ measurementId: gaId })) : beacon;
}
