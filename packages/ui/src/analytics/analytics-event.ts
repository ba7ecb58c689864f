import type { AnalyticsAction, AnalyticsCategory } from "@portal/core/api";

// The event contract (categories, actions, the event) is core's, shared with the server.
export {
  ANALYTICS_ACTIONS,
  ANALYTICS_CATEGORIES,
  isAnalyticsAction,
  type AnalyticsAction,
  type AnalyticsCategory,
  type AnalyticsEvent,
} from "@portal/core/api";

/** What a link asks to record; the provider fills in the label. */
export type AnalyticsLinkEvent = {
  [C in AnalyticsCategory]: { category: C; action: AnalyticsAction<C>; label?: string };
}[AnalyticsCategory];

export const emailClickEvent = (): AnalyticsLinkEvent => ({ category: "Email ID", action: "mailto" });
export const phoneClickEvent = (): AnalyticsLinkEvent => ({ category: "Contact Number", action: "tel" });
export const socialClickEvent = (network: AnalyticsAction<"Social">): AnalyticsLinkEvent => ({ category: "Social", action: network });
export const appInstallClickEvent = (platform: AnalyticsAction<"App Install">): AnalyticsLinkEvent => ({
  category: "App Install",
  action: platform,
});
/** A footer's store or legal link (an outbound link: product rules §9's delay applies in the same tab). */
export const outboundClickEvent = (kind: AnalyticsAction<"Outbound">): AnalyticsLinkEvent => ({ category: "Outbound", action: kind });
