import * as v from "valibot";

// TODO(core): the analytics event contract (categories, actions, this body) is mirrored in
// packages/ui/src/analytics/analytics-event.ts; it belongs in @portal/core/api beside the
// other calls so the two cannot drift.

/** Spec section 7's categories, and the only actions each may carry. */
export const ANALYTICS_ACTIONS = {
  Social: ["fb", "tw", "ig", "yt"],
  "Email ID": ["mailto"],
  "Contact Number": ["tel"],
  "App Install": ["android", "ios"],
} as const satisfies Record<string, readonly string[]>;

type Category = keyof typeof ANALYTICS_ACTIONS;
const CATEGORIES = Object.keys(ANALYTICS_ACTIONS) as [Category, ...Category[]];

/**
 * POST /api/v1/analytics. Closed sets and a subdomain-shaped label: an event can never
 * carry personal data (no addresses, numbers, waybills or free text).
 */
export const AnalyticsEventBodySchema = v.pipe(
  v.object({
    category: v.picklist(CATEGORIES, "category must be one of Social, Email ID, Contact Number, App Install."),
    action: v.string("action is required."),
    label: v.optional(v.pipe(v.string(), v.regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)?$/, "label must be a brand subdomain.")), ""),
  }),
  v.check((event) => (ANALYTICS_ACTIONS[event.category] as readonly string[]).includes(event.action), "action is not one of the category's actions."),
);
export type AnalyticsEventBody = v.InferOutput<typeof AnalyticsEventBodySchema>;
