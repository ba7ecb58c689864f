import type { AnalyticsEvent } from "./analytics-event.ts";
import type { AnalyticsSink } from "./analytics-sink.ts";

/** The portal server's own collector. */
export const ANALYTICS_ENDPOINT = "/api/v1/analytics";

export interface BeaconSinkOptions {
  endpoint?: string;
  /** Injectable for tests; default: the browser's. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
}

/**
 * Posts each event to the server. sendBeacon survives the page unloading (a click on an
 * app-store link navigates away at once) and never delays it; where it is missing or
 * refuses (queue full), a keepalive fetch does the same job.
 */
export function createBeaconSink(options: BeaconSinkOptions = {}): AnalyticsSink {
  const endpoint = options.endpoint ?? ANALYTICS_ENDPOINT;
  const beacon =
    options.sendBeacon ?? (typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" ? navigator.sendBeacon.bind(navigator) : undefined);
  const fetchFn = options.fetch ?? (typeof fetch === "function" ? fetch : undefined);
  return {
    send(event: AnalyticsEvent) {
      const body = JSON.stringify({ category: event.category, action: event.action, label: event.label });
      if (beacon?.(endpoint, new Blob([body], { type: "application/json" }))) return;
      void fetchFn?.(endpoint, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(() => {});
    },
  };
}
