export {
  ANALYTICS_ACTIONS,
  ANALYTICS_CATEGORIES,
  appInstallClickEvent,
  emailClickEvent,
  isAnalyticsAction,
  outboundClickEvent,
  phoneClickEvent,
  socialClickEvent,
  type AnalyticsAction,
  type AnalyticsCategory,
  type AnalyticsEvent,
  type AnalyticsLinkEvent,
} from "./analytics-event.ts";
export { combineSinks, noopSink, type AnalyticsSink } from "./analytics-sink.ts";
export { ANALYTICS_ENDPOINT, createBeaconSink, type BeaconSinkOptions } from "./beacon-sink.ts";
export { createGoogleAnalyticsSink, GTAG_SCRIPT_ORIGIN, type GoogleAnalyticsSinkOptions } from "./google-analytics-sink.ts";
export { trackedLinkProps, type TrackedLinkOptions, type TrackedLinkProps } from "./tracked-link-props.ts";
export { AnalyticsProvider, useAnalytics, type Analytics, type AnalyticsProviderProps } from "./analytics-context.tsx";
