import * as v from "valibot";
import { sameFields } from "../api/wire-fields.ts";
import { isTimeZone } from "../dates/zoned-time.ts";
import type { ReturnPolicy } from "../returns/policy/return-policy-schema.ts";
import { isBrandText, type BrandText } from "../locale/brand-text.ts";
import { isLocale, type LocaleCode } from "../locale/locales.ts";

// Checks rather than valibot's union/record/picklist, with valibot's own message: this schema
// is in the tracking page's bundle (the console names the field from the path).
const BrandTextField = v.optional(v.custom<BrandText>(isBrandText));
const isLocaleValue = (value: unknown): value is LocaleCode => typeof value === "string" && isLocale(value);

/** Theme meta data as the product rules list it (section 3, Theme). Every field is optional: brands fill what they have. */
export const ThemeMetaDataSchema = v.object({
  website: v.optional(v.string()),
  email: v.optional(v.string()),
  contact: v.optional(v.string()),
  /** A WhatsApp support number (digits, with country code): offered where a shopper needs help. */
  whatsapp: v.optional(v.string()),
  time: v.optional(v.object({ from: v.string(), to: v.string() })),
  day: v.optional(v.object({ from: v.string(), to: v.string() })),
  social: v.optional(
    v.object({
      fb: v.optional(v.string()),
      tw: v.optional(v.string()),
      ig: v.optional(v.string()),
      yt: v.optional(v.string()),
    }),
  ),
  app: v.optional(v.object({ android: v.optional(v.string()), ios: v.optional(v.string()) })),
  udf: v.optional(v.array(v.object({ value: v.string() }))),
  required_login: v.optional(v.boolean()),
});

/** The colour tokens, in the order the admin's theme form shows them. */
export const COLOUR_TOKENS = [
  "primary",
  "primaryText",
  "accent",
  "background",
  "surface",
  "text",
  "headerBackground",
  "headerText",
  "footerBackground",
  "footerText",
] as const;
export type ColourToken = (typeof COLOUR_TOKENS)[number];

/** Colours and fonts that become CSS custom properties on the page root. */
export const ThemeTokensSchema = v.object(sameFields(v.optional(v.string()), ...COLOUR_TOKENS, "fontFamily", "radius"));

export const ThemeConfigSchema = v.object({
  /** The language the brand writes its texts in first: required in each, shown where a page's own is missing. */
  default_locale: v.optional(v.custom<LocaleCode>(isLocaleValue)),
  forward_page_message_enabled: v.optional(v.boolean()),
  /** HTML, one value per language (locale/brand-text.ts); a plain string is the default language's. */
  forward_page_message: BrandTextField,
  return_page_message_enabled: v.optional(v.boolean()),
  return_page_message: BrandTextField,
  quantity_lock: v.optional(v.boolean()),
  /** Days after delivery the pages offer a return or exchange (core's entryWindowDaysOf; 0: none). */
  return_window_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365))),
  /** The /pincode serviceability screen exists for this brand (product rules §2); not-found elsewhere. */
  pincode_page_enabled: v.optional(v.boolean()),
  /** A Google Analytics measurement id: link-click events also go there when set. */
  ga_tracking_id: v.optional(v.string()),
  capture_bank_detail: v.optional(v.boolean()),
  rating_scale: v.optional(v.picklist(["stars", "zero-to-ten"])),
  survey_url: v.optional(v.string()),
  country: v.optional(v.string()),
  currency: v.optional(v.string()),
  /** Origins (https://cdn.example.com) the brand's product images come from; pages allow images from these, the logo's and the banners' hosts only. */
  image_hosts: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, "image_hosts must be origins like https://cdn.example.com."))),
  ),
  /** IANA zone the brand's pages show times in, and feeds' zone-less times are read in. */
  time_zone: v.optional(v.pipe(v.string(), v.check(isTimeZone, "time_zone must be an IANA time zone, e.g. Asia/Kolkata."))),
  /**
   * The brand's return policy (core's ReturnPolicySchema): window, non-returnable items, modes,
   * fees, bonus, auto-approve. Only its shape here: the tracking page's bundle carries this
   * schema and never reads the policy; the import checks it whole and the server reads it
   * through `returnPolicyOf`, so a bad one applies no rule rather than half of one.
   */
  return_policy: v.optional(v.custom<ReturnPolicy>((value) => typeof value === "object" && value !== null && !Array.isArray(value))),
  /** Where self-shipped returns go: printed on the self-ship label (issue 34 item 5). */
  return_address: v.optional(
    v.object({
      name: v.string(),
      address: v.string(),
      city: v.optional(v.string()),
      state: v.optional(v.string()),
      pincode: v.optional(v.string()),
      country: v.optional(v.string()),
      phone: v.optional(v.string()),
    }),
  ),
});

export const ThemeSchema = v.object({
  logo: v.optional(v.string()),
  name: v.string(),
  tokens: v.optional(ThemeTokensSchema, {}),
  config: v.optional(ThemeConfigSchema, {}),
  meta_data: v.optional(ThemeMetaDataSchema, {}),
  return_authorization_id: v.optional(v.number()),
});

export type ThemeMetaData = v.InferOutput<typeof ThemeMetaDataSchema>;
export type ThemeTokens = v.InferOutput<typeof ThemeTokensSchema>;
export type ThemeConfig = v.InferOutput<typeof ThemeConfigSchema>;
export type Theme = v.InferOutput<typeof ThemeSchema>;
