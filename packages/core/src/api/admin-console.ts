import * as v from "valibot";
import { ThemeSchema } from "../theme/theme-schema.ts";
import { OptionalParamSchema, requiredParam, sameFields } from "./wire-fields.ts";

/**
 * The admin console's calls (/api/v1/admin/*): who is signed in, a brand's theme versions
 * and previews, and the operations view of failed deliveries and pickups. Every call names
 * its brand by subdomain; the server answers 403 unless the admin manages that brand.
 */

export const AdminBrandQuerySchema = v.object({ brand: requiredParam("brand") });
export type AdminBrandQuery = v.InferInput<typeof AdminBrandQuerySchema>;

export const AdminBrandSchema = v.object({ subdomain: v.string(), name: v.string(), origin: v.string() });
export type AdminBrand = v.InferOutput<typeof AdminBrandSchema>;

/** GET admin/me: the signed-in admin and the brands they manage. */
export const AdminMeSchema = v.object({ username: v.string(), brands: v.array(AdminBrandSchema) });
export type AdminMe = v.InferOutput<typeof AdminMeSchema>;

/**
 * GET admin/theme?brand=…: the brand's stored theme, and a recent waybill to preview it on with
 * its security key (on a brand that checks keys, a waybill without its key shows as unknown).
 */
export const AdminThemeResultSchema = v.object({
  theme: ThemeSchema,
  sample_waybill: v.nullable(v.string()),
  sample_security_key: v.nullable(v.string()),
});
export type AdminThemeResult = v.InferOutput<typeof AdminThemeResultSchema>;

/** GET admin/theme-versions: the last saves, newest first. */
export const ThemeVersionSchema = v.object({
  id: v.string(),
  username: v.string(),
  created_at: v.string(),
  changed: v.array(v.string()),
  restored_from: v.nullable(v.string()),
  theme: ThemeSchema,
});
export type ThemeVersion = v.InferOutput<typeof ThemeVersionSchema>;
export const ThemeVersionListSchema = v.object({ versions: v.array(ThemeVersionSchema) });

/** POST admin/theme-versions/restore?brand=…: saves an earlier version again (as a new version). */
export const RestoreThemeBodySchema = v.object({ version_id: requiredParam("version_id") });

/** POST admin/theme-preview?brand=…: an unsaved theme to show on the brand's real pages. */
export const ThemePreviewBodySchema = v.object({ theme: ThemeSchema });
export const ThemePreviewResultSchema = v.object({ token: v.string(), expires_at: v.string() });
export type ThemePreviewResult = v.InferOutput<typeof ThemePreviewResultSchema>;

/** The query parameter a shopper page reads a preview token from. */
export const PREVIEW_THEME_PARAM = "preview_theme";

export const OPS_REPORT_KINDS = ["delivery", "pickup"] as const;
export type OpsReportKind = (typeof OPS_REPORT_KINDS)[number];
export const OPS_ANSWERED = ["yes", "no"] as const;

export const DATE_PARAM = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === "" ? undefined : s)),
    v.optional(v.pipe(v.string(), v.isoDate("Dates are written YYYY-MM-DD."))),
  ),
);

export const INTEGER_PARAM = (name: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === "" ? undefined : s)),
      v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,6}$/, `${name} must be a whole number.`),
          v.transform(Number),
          v.number(),
          v.minValue(min, `${name} must be at least ${min}.`),
          v.maxValue(max, `${name} must be at most ${max}.`),
        ),
      ),
    ),
  );

export const PICK_PARAM = <T extends readonly [string, ...string[]]>(name: string, options: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === "" ? undefined : s)),
      v.optional(v.picklist(options, `${name} must be one of: ${options.join(", ")}.`)),
    ),
  );

/**
 * GET admin/ops-reports (and admin/ops-reports.csv): the brand's shipments whose latest
 * attempt failed, newest failure first. `after` is the cursor of the last row of the page
 * before (keyset paging); the CSV ignores it and `limit`.
 */
export const OpsReportsQuerySchema = v.object({
  brand: requiredParam("brand"),
  kind: PICK_PARAM("kind", OPS_REPORT_KINDS),
  bucket: INTEGER_PARAM("bucket", 0, 999),
  issue: INTEGER_PARAM("issue", 1, 99),
  courier: OptionalParamSchema,
  from: DATE_PARAM,
  to: DATE_PARAM,
  answered: PICK_PARAM("answered", OPS_ANSWERED),
  after: OptionalParamSchema,
  limit: INTEGER_PARAM("limit", 1, 200),
});
export type OpsReportsQuery = v.InferInput<typeof OpsReportsQuerySchema>;
export type OpsReportsFilter = v.InferOutput<typeof OpsReportsQuerySchema>;

export const OpsReportAnswerSchema = v.object({
  ...sameFields(v.nullable(v.string()), "answer", "preferred_date", "preferred_time", "address", "landmark", "alternate_number", "comment"),
  answered_at: v.string(),
});
export type OpsReportAnswer = v.InferOutput<typeof OpsReportAnswerSchema>;

/**
 * Where the shopper's answer stands with the shipment's aggregator (the NDR loop): queued
 * (waiting or being sent), sent, failed (will be retried), gave-up (refused, or every retry
 * spent), or not pushed: the aggregator has no NDR API, or the brand gave no credentials.
 */
export const NDR_PUSH_STATES = ["queued", "sent", "failed", "gave-up", "no-api", "no-credentials"] as const;
export type NdrPushState = (typeof NDR_PUSH_STATES)[number];

export const OpsReportPushSchema = v.object({
  state: v.picklist(NDR_PUSH_STATES),
  /** The aggregator that reports the shipment (clickpost, shiprocket, aftership, easypost), if known. */
  provider: v.nullable(v.string()),
  attempts: v.number(),
  last_attempt_at: v.nullable(v.string()),
  /** The last answer: its HTTP status (null when none came), the start of its body, and what went wrong. */
  last_status: v.nullable(v.number()),
  last_response: v.nullable(v.string()),
  last_error: v.nullable(v.string()),
  next_retry_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
});
export type OpsReportPush = v.InferOutput<typeof OpsReportPushSchema>;

export const OpsReportSchema = v.object({
  waybill: v.nullable(v.string()),
  order_id: v.string(),
  kind: v.picklist(OPS_REPORT_KINDS),
  courier: v.nullable(v.object({ id: v.string(), name: v.string() })),
  failed_at: v.nullable(v.string()),
  issue_id: v.number(),
  issue_name: v.string(),
  bucket_id: v.number(),
  bucket_name: v.string(),
  status: v.nullable(v.string()),
  answer: v.nullable(OpsReportAnswerSchema),
  /** Null while the shopper has not answered. */
  push: v.nullable(OpsReportPushSchema),
  tracking_url: v.nullable(v.string()),
});
export type OpsReport = v.InferOutput<typeof OpsReportSchema>;

export const OpsBucketSchema = v.object({
  bucket_id: v.number(),
  bucket_name: v.string(),
  kind: v.picklist(OPS_REPORT_KINDS),
  issues: v.array(v.object({ issue_id: v.number(), issue_name: v.string() })),
});
export type OpsBucket = v.InferOutput<typeof OpsBucketSchema>;

export const OpsReportsResultSchema = v.object({
  reports: v.array(OpsReportSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: v.nullable(v.string()),
});
export type OpsReportsResult = v.InferOutput<typeof OpsReportsResultSchema>;

/** GET admin/ops-filters?brand=…: what the filters offer (buckets with their issues, couriers). */
export const OpsFiltersResultSchema = v.object({
  buckets: v.array(OpsBucketSchema),
  couriers: v.array(v.object({ id: v.string(), name: v.string() })),
});
export type OpsFiltersResult = v.InferOutput<typeof OpsFiltersResultSchema>;

/** Failures, answers and time to answer of one group (a reason, or a courier). */
export const AnswerRateSchema = v.object({
  failures: v.number(),
  answered: v.number(),
  /** answered / failures, 0 to 1 (0 when there were no failures). */
  rate: v.number(),
  /** Mean seconds from the failure scan to the shopper's first answer; null when none answered. */
  mean_answer_seconds: v.nullable(v.number()),
});
export type AnswerRate = v.InferOutput<typeof AnswerRateSchema>;

/**
 * GET admin/ops-answer-rates (the ops view's filters, `answered` aside): how many failures the
 * shoppers answered and how fast, per reason (named as the ops view names it) and per courier.
 */
export const OpsAnswerRatesResultSchema = v.object({
  total: AnswerRateSchema,
  by_reason: v.array(v.object({ kind: v.picklist(OPS_REPORT_KINDS), issue_id: v.number(), issue_name: v.string(), ...AnswerRateSchema.entries })),
  by_courier: v.array(v.object({ courier: v.nullable(v.object({ id: v.string(), name: v.string() })), ...AnswerRateSchema.entries })),
});
export type OpsAnswerRatesResult = v.InferOutput<typeof OpsAnswerRatesResultSchema>;
