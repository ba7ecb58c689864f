import * as v from "valibot";
import { FOOTER_LINK_KINDS } from "../brand/footer-link-kinds.ts";

/**
 * Link-click events of product rules §7: clicks on the brand's email, phone, social and
 * app-install links, category names the product rules' own; and "Outbound" for a footer's store and
 * legal links (the outbound links product rules §9's 250 ms delay is for), one action per kind; and
 * "Banner" for a link in the brand's forward- or return-page banner (issue 37's Engagement), its
 * action the banner's kind. Actions are a closed set per
 * category, so an event can never carry personal data (no addresses, numbers or waybills);
 * the label is context the page adds (the brand), not something the shopper typed.
 */
export const ANALYTICS_CATEGORIES = ["Social", "Email ID", "Contact Number", "App Install", "Outbound", "Banner"] as const;
export type AnalyticsCategory = (typeof ANALYTICS_CATEGORIES)[number];

/** The brand's banners (theme config's forward_page_message and return_page_message). */
export const BANNER_KINDS = ["forward", "return"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** The only actions each category may carry. */
export const ANALYTICS_ACTIONS = {
  Social: ["fb", "tw", "ig", "yt"],
  "Email ID": ["mailto"],
  "Contact Number": ["tel"],
  "App Install": ["android", "ios"],
  Outbound: FOOTER_LINK_KINDS,
  Banner: BANNER_KINDS,
} as const satisfies Record<AnalyticsCategory, readonly string[]>;

export type AnalyticsAction<C extends AnalyticsCategory = AnalyticsCategory> = (typeof ANALYTICS_ACTIONS)[C][number];

/** What a sink receives and POST analytics carries. */
export interface AnalyticsEvent {
  category: AnalyticsCategory;
  action: string;
  label: string;
}

export function isAnalyticsAction(category: AnalyticsCategory, action: string): boolean {
  return (ANALYTICS_ACTIONS[category] as readonly string[]).includes(action);
}

/**
 * POST analytics: closed sets and a subdomain-shaped label, so an event can never carry
 * personal data (no addresses, numbers, waybills or free text).
 */
export const AnalyticsEventBodySchema = v.pipe(
  v.object({
    category: v.picklist(ANALYTICS_CATEGORIES, "category must be one of Social, Email ID, Contact Number, App Install, Outbound, Banner."),
    action: v.string("action is required."),
    label: v.optional(v.pipe(v.string(), v.regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)?$/, "label must be a brand subdomain.")), ""),
  }),
  v.check((event) => isAnalyticsAction(event.category, event.action), "action is not one of the category's actions."),
);
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBodySchema>;
