import * as v from "valibot";
import { FEEDBACK_ANSWER_KINDS, FEEDBACK_QUESTION_IDS } from "../rating/feedback-question-ids.ts";
import { BrandFontSchema } from "./brand-fonts.ts";
import { ThemeConfigSchema, ThemeMetaDataSchema, ThemeTokensSchema } from "../theme/theme-schema.ts";
import { BRAND_MENU_CATEGORIES } from "./brand-menu.ts";
import { FooterLinkSchema } from "./footer-links.ts";

/** Tracking screen arrangements (product rules §2, "Tracking screen variant by brand"). */
export const TRACKING_VARIANTS = ["default", "beauty", "white-label", "pharmacy", "own"] as const;
export type TrackingVariantId = (typeof TRACKING_VARIANTS)[number];

/** When the header renders. Login paths and app-only pages hide it for every brand. */
export const HEADER_POLICIES = ["shown", "hidden", "hidden-in-webview"] as const;
export type HeaderPolicy = (typeof HEADER_POLICIES)[number];

/** When the footer renders: only below return step 2 (product rules default) or on every step. */
export const FOOTER_POLICIES = ["below-step-2", "always"] as const;
export type FooterPolicy = (typeof FOOTER_POLICIES)[number];

/** Dates a brand can hide on the tracking screen (product rules §6, "hidden dates"). */
export const HIDEABLE_DATES = ["expected-delivery", "last-update", "order-date"] as const;
export type HideableDate = (typeof HIDEABLE_DATES)[number];

/** Label tweaks: which wording a brand uses for its order reference. */
export const ORDER_ID_LABELS = ["order-id", "order-number", "reference"] as const;
export type OrderIdLabel = (typeof ORDER_ID_LABELS)[number];

const SUBDOMAIN = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, "a subdomain is lower-case a-z, 0-9 and -"));

/** A question the brand asks with its delivery feedback, from core's translated question bank. */
export const FeedbackQuestionSchema = v.object({
  id: v.picklist(FEEDBACK_QUESTION_IDS),
  kind: v.picklist(FEEDBACK_ANSWER_KINDS),
});

/**
 * Everything the server and the portal must know about a brand without loading its React
 * code: one per brands/<id>/src/manifest.ts, read eagerly by both through the generated
 * registry. Theme defaults apply wherever the stored theme is silent.
 */
export const BrandManifestSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)),
  displayName: v.pipe(v.string(), v.minLength(1)),
  /** Subdomains whose demo rows use this package (a brand row still names its package). */
  subdomains: v.array(SUBDOMAIN),
  themeDefaults: v.optional(
    v.object({
      tokens: v.optional(ThemeTokensSchema, {}),
      config: v.optional(ThemeConfigSchema, {}),
      meta_data: v.optional(ThemeMetaDataSchema, {}),
    }),
    {},
  ),
  flags: v.optional(
    v.object({
      /** Returns and exchanges open without a login (theme's required_login defaults to false). */
      loginFreeReturns: v.optional(v.boolean(), false),
      /** The /pincode serviceability page exists (theme's pincode_page_enabled defaults to true). */
      pincodePage: v.optional(v.boolean(), false),
      /** Self-ship is offered on /returns whatever the order's country. */
      selfShip: v.optional(v.boolean(), false),
    }),
    {},
  ),
  dateRule: v.optional(v.picklist(["next-days", "fridays-only"]), "next-days"),
  labels: v.optional(v.object({ orderId: v.optional(v.picklist(ORDER_ID_LABELS), "order-id") }), {}),
  /** Characters cut from the start of order ids before they are shown (e.g. a store prefix). */
  orderIdTrim: v.optional(v.object({ prefix: v.optional(v.string(), "") }), {}),
  hiddenDates: v.optional(v.array(v.picklist(HIDEABLE_DATES)), []),
  feedbackQuestions: v.optional(v.array(FeedbackQuestionSchema), []),
  /** Hosts a feedback survey redirect may go to; empty means no redirect. */
  surveyHosts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "a survey host is a lower-case host name"))), []),
  /** The header's category menu, as the brand-menu API serves it by default; empty for none. */
  menu: v.optional(v.array(v.picklist(BRAND_MENU_CATEGORIES)), []),
  trackingVariant: v.optional(v.picklist(TRACKING_VARIANTS), "default"),
  footerPolicy: v.optional(v.picklist(FOOTER_POLICIES), "below-step-2"),
  /** Store and legal links for the brand's footer (footer-links.ts), in the order shown; none by default. */
  footerLinks: v.optional(
    v.pipe(
      v.array(FooterLinkSchema),
      v.check((links) => new Set(links.map((l) => l.kind)).size === links.length, "a footer link kind appears once"),
    ),
    [],
  ),
  headerPolicy: v.optional(v.picklist(HEADER_POLICIES), "shown"),
  /** Self-hosted typefaces (brand-fonts.ts); none means the theme's system font stack. */
  fonts: v.optional(v.array(BrandFontSchema), []),
});

export type BrandManifestInput = v.InferInput<typeof BrandManifestSchema>;
export type BrandManifest = v.InferOutput<typeof BrandManifestSchema>;

/**
 * A brand package's manifest export: validated when the module loads, so a typo fails the
 * build and every test that imports the registry, not a shopper's page.
 */
export function defineBrandManifest(input: BrandManifestInput): BrandManifest {
  const parsed = v.safeParse(BrandManifestSchema, input);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new Error(`brand manifest ${String(input.id)}: ${issues.join("; ")}`);
  }
  return parsed.output;
}
