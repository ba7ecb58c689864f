/**
 * Link-click events of spec section 7: clicks on the brand's email, phone, social and
 * app-install links. Category names are the spec's own. Actions are a closed set per
 * category, so an event can never carry personal data (no addresses, numbers or waybills);
 * the label is context the provider adds (the brand), not something the shopper typed.
 */
export const ANALYTICS_CATEGORIES = ["Social", "Email ID", "Contact Number", "App Install"] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

export const ANALYTICS_ACTIONS = {
  Social: ["fb", "tw", "ig", "yt"],
  "Email ID": ["mailto"],
  "Contact Number": ["tel"],
  "App Install": ["android", "ios"],
} as const satisfies Record<AnalyticsCategory, readonly string[]>;

export type AnalyticsAction<C extends AnalyticsCategory = AnalyticsCategory> = (typeof ANALYTICS_ACTIONS)[C][number];

/** What a sink receives. */
export interface AnalyticsEvent {
  category: AnalyticsCategory;
  action: string;
  label: string;
}

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

export function isAnalyticsAction(category: AnalyticsCategory, action: string): boolean {
  return (ANALYTICS_ACTIONS[category] as readonly string[]).includes(action);
}
