import * as v from "valibot";
import {
  AdminMeSchema,
  AdminThemeResultSchema,
  BrandEventEndpointResultSchema,
  BrandEventReplayResultSchema,
  BrandEventsResultSchema,
  type BrandEventEndpointBody,
  OpsFiltersResultSchema,
  OpsReportsResultSchema,
  OpsAnswerRatesResultSchema,
  PresignedPostSchema,
  UPLOAD_SUCCESS_STATUS,
  storedFileUrl,
  ThemePreviewResultSchema,
  ThemeVersionListSchema,
  type OpsReportsQuery,
  InsightAnswerSchemas,
  type InsightPage,
  type InsightsQuery,
  ReturnDeskBulkResultSchema,
  ReturnDeskDetailSchema,
  ReturnDeskListSchema,
  ReturnDeskRevealResultSchema,
  type ReturnDeskActionInput,
  type ReturnDeskQuery,
  NotificationConsoleResultSchema,
  NotificationReplayResultSchema,
  NotificationSettingsResultSchema,
  NotificationPreviewResultSchema,
  NotificationTestSendResultSchema,
  NotificationWordingResultSchema,
  type NotificationTestSendBody,
  type NotificationWordingBody,
  type NotificationLogFilter,
  type NotificationSettingsBody,
  ReturnReasonTextsResultSchema,
  ReturnTextVersionTextsSchema,
  type ReturnReasonTextsBody,
} from "@portal/core/api";
import { ThemeSchema, type Theme } from "@portal/core/theme";

/** What a call answered: the result, or the HTTP status and the server's one-line message. */
export type AdminCallResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

const API = "/api/v1";

const EnvelopeMetaSchema = v.object({ meta: v.object({ message: v.optional(v.string(), "") }) });

async function call<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  init: { method?: "GET" | "POST"; body?: unknown } = {},
): Promise<AdminCallResult<v.InferOutput<TSchema>>> {
  let response: Response;
  try {
    response = await fetch(`${API}/${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body === undefined ? {} : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { ok: false, status: 0, message: "" };
  }
  const json: unknown = await response.json().catch(() => undefined);
  // Success is HTTP 200 only (the product rules' rule for the admin login, kept for every call).
  if (response.status !== 200) {
    const meta = v.safeParse(EnvelopeMetaSchema, json);
    const retry = Number(response.headers.get("retry-after"));
    return {
      ok: false,
      status: response.status,
      message: meta.success ? meta.output.meta.message : "",
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    };
  }
  const envelope = v.safeParse(v.object({ result: schema }), json);
  if (envelope.success) return { ok: true, value: envelope.output.result };
  // Login answers a plain body, not an envelope.
  const plain = v.safeParse(schema, json);
  return plain.success ? { ok: true, value: plain.output } : { ok: false, status: 502, message: "" };
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, val]) => (val === undefined || val === "" ? [] : [[k, String(val)]]))).toString();

export const adminApi = {
  logIn: (username: string, password: string) => call("login", v.object({ sub_token: v.string() }), { method: "POST", body: { username, password } }),
  logOut: () => call("logout", v.nullish(v.unknown()), { method: "POST", body: {} }),
  me: () => call("admin/me", AdminMeSchema),
  versions: (brand: string) => call(`admin/theme-versions?${query({ brand })}`, ThemeVersionListSchema),
  /** The stored theme and a waybill of the brand to preview it on. */
  currentTheme: (brand: string) => call(`admin/theme?${query({ brand })}`, AdminThemeResultSchema),
  saveTheme: (brand: string, theme: Theme) => call(`update-theme?${query({ subdomain: brand })}`, ThemeSchema, { method: "POST", body: theme }),
  restoreVersion: (brand: string, versionId: string) =>
    call(`admin/theme-versions/restore?${query({ brand })}`, ThemeSchema, { method: "POST", body: { version_id: versionId } }),
  preview: (brand: string, theme: Theme) => call(`admin/theme-preview?${query({ brand })}`, ThemePreviewResultSchema, { method: "POST", body: { theme } }),
  opsFilters: (brand: string) => call(`admin/ops-filters?${query({ brand })}`, OpsFiltersResultSchema),
  opsReports: (filter: OpsReportsQuery) => call(`admin/ops-reports?${query({ ...filter })}`, OpsReportsResultSchema),
  opsAnswerRates: (filter: OpsReportsQuery) =>
    call(`admin/ops-answer-rates?${query({ ...filter, answered: undefined, after: undefined, limit: undefined })}`, OpsAnswerRatesResultSchema),
  brandEvents: (brand: string, before?: string) => call(`admin/brand-events?${query({ brand, before })}`, BrandEventsResultSchema),
  saveBrandEventEndpoint: (brand: string, body: BrandEventEndpointBody) =>
    call(`admin/brand-events/endpoint?${query({ brand })}`, BrandEventEndpointResultSchema, { method: "POST", body }),
  replayBrandEvent: (brand: string, eventId: string) =>
    call(`admin/brand-events/replay?${query({ brand })}`, BrandEventReplayResultSchema, { method: "POST", body: { event_id: eventId } }),
  notifications: (brand: string, filter: NotificationLogFilter) => call(`admin/notifications?${query({ brand, ...filter })}`, NotificationConsoleResultSchema),
  saveNotificationSettings: (brand: string, body: NotificationSettingsBody) =>
    call(`admin/notifications/settings?${query({ brand })}`, NotificationSettingsResultSchema, { method: "POST", body }),
  replayNotification: (brand: string, messageId: string) =>
    call(`admin/notifications/replay?${query({ brand })}`, NotificationReplayResultSchema, { method: "POST", body: { message_id: messageId } }),
  notificationPreview: (brand: string, moment: string, locale: string) =>
    call(`admin/notifications/preview?${query({ brand, moment, locale })}`, NotificationPreviewResultSchema),
  /** The rendered e-mail as its own document, for a sandboxed frame (its own CSP). */
  notificationPreviewHtmlUrl: (brand: string, moment: string, locale: string) => `${API}/admin/notifications/preview.html?${query({ brand, moment, locale })}`,
  saveNotificationWording: (brand: string, body: NotificationWordingBody) =>
    call(`admin/notifications/wording?${query({ brand })}`, NotificationWordingResultSchema, { method: "POST", body }),
  returnReasonTexts: (brand: string) => call(`admin/return-reason-texts?${query({ brand })}`, ReturnReasonTextsResultSchema),
  saveReturnReasonTexts: (brand: string, body: ReturnReasonTextsBody) =>
    call(`admin/return-reason-texts?${query({ brand })}`, ReturnReasonTextsResultSchema, { method: "POST", body }),
  returnTextVersion: (brand: string, versionId: string) =>
    call(`admin/return-reason-texts/version?${query({ brand, version_id: versionId })}`, ReturnTextVersionTextsSchema),
  restoreReturnTexts: (brand: string, versionId: string) =>
    call(`admin/return-reason-texts/restore?${query({ brand })}`, ReturnReasonTextsResultSchema, { method: "POST", body: { version_id: versionId } }),
  sendTestNotification: (brand: string, body: NotificationTestSendBody) =>
    call(`admin/notifications/test?${query({ brand })}`, NotificationTestSendResultSchema, { method: "POST", body }),
  returnDesk: (filter: ReturnDeskQuery) => call(`admin/returns?${query({ ...filter })}`, ReturnDeskListSchema),
  returnRequest: (brand: string, returnId: string) => call(`admin/returns/request?${query({ brand, return_id: returnId })}`, ReturnDeskDetailSchema),
  returnAction: (brand: string, action: ReturnDeskActionInput) =>
    call(`admin/returns/action?${query({ brand })}`, ReturnDeskDetailSchema, { method: "POST", body: action }),
  bulkApprove: (brand: string, returnIds: string[]) =>
    call(`admin/returns/bulk-approve?${query({ brand })}`, ReturnDeskBulkResultSchema, { method: "POST", body: { return_ids: returnIds } }),
  revealRefundDetails: (brand: string, returnId: string) =>
    call(`admin/returns/reveal-refund-details?${query({ brand })}`, ReturnDeskRevealResultSchema, { method: "POST", body: { return_id: returnId } }),
  insights: <P extends InsightPage>(page: P, q: InsightsQuery) => call(`admin/insights/${page}?${query({ ...q })}`, InsightAnswerSchemas[page]),
  opsCsvUrl: (filter: OpsReportsQuery) => `${API}/admin/ops-reports.csv?${query({ ...filter, after: undefined, limit: undefined })}`,
};

export type LogoUploadResult = { ok: true; url: string } | { ok: false; reason: "type" | "size" | "refused" };

/** Logos up to this size; the upload form refuses larger files too. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Uploads a logo through the portal's pre-signed upload (GET file-upload, then the S3-style
 * POST form): the server checks the file is really a PNG or JPEG by its content.
 */
export async function uploadLogo(file: File): Promise<LogoUploadResult> {
  if (!/\.(png|jpe?g)$/i.test(file.name)) return { ok: false, reason: "type" };
  if (file.size > LOGO_MAX_BYTES) return { ok: false, reason: "size" };
  const owner = crypto.getRandomValues(new Uint32Array(4)).join("-");
  const form = await call(`file-upload?${query({ file_key: file.name, key: owner })}`, PresignedPostSchema);
  if (!form.ok) return { ok: false, reason: "refused" };
  const body = new FormData();
  for (const [name, value] of Object.entries(form.value.fields)) body.append(name, value);
  body.append("file", file);
  try {
    const sent = await fetch(form.value.url, { method: "POST", body, credentials: "same-origin" });
    return sent.status === UPLOAD_SUCCESS_STATUS ? { ok: true, url: storedFileUrl(form.value) } : { ok: false, reason: "refused" };
  } catch {
    return { ok: false, reason: "refused" };
  }
}
