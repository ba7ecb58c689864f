import ky, { HTTPError, type KyInstance } from "ky";
import type * as v from "valibot";
import { apiFail, apiOk, type ApiError, type ApiResult } from "./api-result.ts";
import type { CourierRatingBody, CourierRatingQuery } from "./courier-rating.ts";
import { httpErrorMessage, parseJsonBody, readEnvelope, readPlain, type EnvelopeOptions } from "./decode-response.ts";
import type { EddQuery } from "./edd.ts";
import { API_BASE_PATH, API_ENDPOINTS, type ApiCallName, type ApiHost } from "./endpoints.ts";
import { UPLOAD_SUCCESS_STATUS, storedFileUrl, type PresignedPost, type UploadUrlQuery } from "./file-upload.ts";
import type { AdminLoginBody, ReturnLoginBody } from "./login.ts";
import type { PincodeCheckBody, PincodeServiceabilityQuery } from "./pincode.ts";
import type { PlaceSearchQuery } from "./place-search.ts";
import type { ReturnOrderQuery } from "./return-order.ts";
import type { ReturnReasonsQuery } from "./return-reasons.ts";
import type { ReturnRequestBody } from "./return-request.ts";
import type { IfscLookupQuery } from "./ifsc-lookup.ts";
import type { ReturnStatusQuery } from "./return-status.ts";
import type { SurveyShortlinkQuery } from "./survey-shortlink.ts";
import type { ThemeQuery, UpdateThemeBody, UpdateThemeQuery } from "./theme-calls.ts";
import type { TrackOrderQuery } from "./track-order.ts";
import type { ContactUpdateBody, ContactUpdateQuery } from "./contact-update.ts";
import type { NotificationOptInBody, NotificationOptInQuery } from "./notification-opt-in.ts";
import type { ShippingLabelQuery } from "./shipping-label.ts";
import type { OpsFeedQuery, TrackingFeedBody, TrackingFeedQuery } from "./tracking-feed.ts";
import { VARIANTS_SUCCESS_STATUS, type VariantsQuery } from "./variants.ts";

export interface PortalApiClientOptions {
  /** Where the tracking host's /api/v1 lives, e.g. "https://acme.example.com" or "/" in the browser. */
  trackingBaseUrl: string | URL;
  /** Where the ops host's /api/v1 lives. */
  opsBaseUrl: string | URL;
  /** A fetch to use instead of the global one (SSR, instrumentation). */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Per attempt. Default 10 s. */
  timeoutMs?: number;
  /** For the whole call, retries and body included. Default 30 s. */
  totalTimeoutMs?: number;
  /** Retries, for GET only (the others are not safe to repeat). Default 2. */
  retryLimit?: number;
  /** Delay before retry n (1-based). Default 300 ms, doubling. */
  retryDelayMs?: (attempt: number) => number;
  /** Sent with every call (e.g. the shopper's cookies during SSR). */
  headers?: Record<string, string>;
  /**
   * The page's language, read at each call (the shopper can switch it without a reload):
   * sent as `Accept-Language`, so the answers' messages come back in it.
   */
  language?: () => string | undefined;
}

type Query = Record<string, string | undefined>;

interface CallInput {
  query?: Query;
  body?: unknown;
  token?: string;
}

/** Values of `as const` schema rows read as schemas; this keeps the result types exact. */
type ResultOf<TCall extends ApiCallName> = v.InferOutput<(typeof API_ENDPOINTS)[TCall]["response"]>;

const DEFAULTS = {
  timeoutMs: 10_000,
  totalTimeoutMs: 30_000,
  retryLimit: 2,
  retryDelayMs: (attempt: number) => 300 * 2 ** (attempt - 1),
};

/**
 * A typed client for every call of product rules §7. Each method resolves to an ApiResult and
 * never rejects: HTTP, network, time-out, shape and meta.success failures come back as
 * `{ ok: false, error }`.
 */
export function createPortalApiClient(options: PortalApiClientOptions) {
  const settings = { ...DEFAULTS, ...definedOnly(options) };
  const instances: Record<ApiHost, KyInstance> = {
    tracking: createInstance(options.trackingBaseUrl),
    ops: createInstance(options.opsBaseUrl),
  };

  function createInstance(baseUrl: string | URL): KyInstance {
    return ky.create({
      prefix: joinUrl(baseUrl, API_BASE_PATH),
      timeout: settings.timeoutMs,
      retry: {
        limit: settings.retryLimit,
        methods: ["get"],
        retryOnTimeout: true,
        delay: settings.retryDelayMs,
      },
      headers: { accept: "application/json", ...options.headers },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  async function call<TCall extends ApiCallName>(
    name: TCall,
    input: CallInput = {},
    envelope: EnvelopeOptions & { requiredHttpStatus?: number } = {},
  ): Promise<ApiResult<ResultOf<TCall>>> {
    const endpoint = API_ENDPOINTS[name];
    const raw = await send(instances[endpoint.host], endpoint.method, endpoint.path, input);
    if (!raw.ok) return raw;
    const { status, statusText } = raw.data;
    if (envelope.requiredHttpStatus !== undefined && status !== envelope.requiredHttpStatus) {
      return apiFail({ kind: "http", status, message: statusText || `HTTP ${status}` });
    }
    const body = parseJsonBody(raw.data);
    if (!body.ok) return body;
    const schema = endpoint.response;
    const decoded = endpoint.shape === "envelope" ? readEnvelope(body.data, schema, envelope) : readPlain(body.data, schema);
    return decoded.ok ? decoded : apiFail({ ...decoded.error, status: decoded.error.status ?? status });
  }

  async function send(
    instance: KyInstance,
    method: string,
    path: string,
    input: CallInput,
  ): Promise<ApiResult<{ status: number; statusText: string; text: string }>> {
    const language = options.language?.();
    try {
      const response = await instance(path, {
        method,
        ...(input.query ? { searchParams: definedOnly(input.query) as Record<string, string> } : {}),
        ...(input.body !== undefined ? { json: input.body } : {}),
        headers: {
          ...(language ? { "accept-language": language } : {}),
          ...(input.token ? { authorization: `Bearer ${input.token}` } : {}),
          // One key per submit attempt: a repeat of this very request (a double click, a lost
          // answer) gets the first answer instead of creating a second thing.
          ...(method === "GET" ? {} : { "idempotency-key": newIdempotencyKey() }),
        },
        signal: AbortSignal.timeout(settings.totalTimeoutMs),
      });
      const text = await response.text();
      return apiOk({ status: response.status, statusText: response.statusText, text });
    } catch (error) {
      return apiFail(toApiError(error));
    }
  }

  /** Saves a failure answer: POST a new one, or PUT when `update` (one already exists). */
  const saveFeed =
    (create: "createTrackingFeed" | "createPickupFeed", replace: "updateTrackingFeed" | "updatePickupFeed") =>
    (query: TrackingFeedQuery, body: TrackingFeedBody, { update = false } = {}) =>
      call(update ? replace : create, { query, body });

  return {
    /** Track by waybill (with optional cp_id) or order id. */
    trackOrder: (query: TrackOrderQuery) => call("trackOrder", { query }),
    /** The expected-delivery message for the same parameters. */
    getEdd: (query: EddQuery) => call("edd", { query }),
    getTrackingFeed: (query: TrackingFeedQuery) => call("getTrackingFeed", { query }),
    saveTrackingFeed: saveFeed("createTrackingFeed", "updateTrackingFeed"),
    getOpsFeed: (query: OpsFeedQuery) => call("opsFeed", { query }),
    getCourierRating: (query: CourierRatingQuery) => call("getCourierRating", { query }),
    saveCourierRating: (query: CourierRatingQuery, body: CourierRatingBody) => call("saveCourierRating", { query, body }),
    getSurveyShortlink: (query: SurveyShortlinkQuery) => call("surveyShortlink", { query }),
    /** Reverse pickups (npr): the failed-pickup answer. */
    getPickupFeed: (query: TrackingFeedQuery) => call("getPickupFeed", { query }),
    savePickupFeed: saveFeed("createPickupFeed", "updatePickupFeed"),
    getPickupOpsFeed: (query: OpsFeedQuery) => call("pickupOpsFeed", { query }),
    searchPlaces: (query: PlaceSearchQuery) => call("placeSearch", { query }),
    checkPincode: (body: PincodeCheckBody) => call("pincodeCheck", { body }),
    getReturnOrder: (query: ReturnOrderQuery) => call("returnOrder", { query }),
    /** Succeeds only on HTTP 200 with a sub_token. */
    returnLogin: (body: ReturnLoginBody) => call("returnLogin", { body }, { requiredHttpStatus: 200 }),
    getReturnReasons: (query: ReturnReasonsQuery) => call("returnReasons", { query }),
    submitReturnRequest: (body: ReturnRequestBody) => call("returnRequest", { body }),
    /** The bank and branch of an IFSC code. */
    lookupIfsc: (query: IfscLookupQuery) => call("ifscLookup", { query }),
    getReturnStatus: (query: ReturnStatusQuery) => call("returnStatus", { query }),
    checkPincodeServiceability: (query: PincodeServiceabilityQuery) => call("pincodeServiceability", { query }),
    getUploadUrl: (query: UploadUrlQuery) => call("uploadUrl", { query }),
    /** Posts the file to a pre-signed URL; ok (with the stored file's URL) only on 204. */
    uploadFile: (post: PresignedPost, file: Blob, fileName = "upload") => uploadFile(post, file, fileName),
    getVariants: (query: VariantsQuery) => call("variants", { query }, { requiredMetaStatus: VARIANTS_SUCCESS_STATUS }),
    getTheme: (query: ThemeQuery) => call("theme", { query }),
    updateTheme: (query: UpdateThemeQuery, body: UpdateThemeBody, token: string) => call("updateTheme", { query, body, token }),
    /** Admin login; succeeds only on HTTP 200 with a sub_token. */
    adminLogin: (body: AdminLoginBody) => call("adminLogin", { body }, { requiredHttpStatus: 200 }),
    /** The shopper's contact and alternate numbers, and whether they may still change. */
    getContactUpdate: (query: ContactUpdateQuery) => call("getContactUpdate", { query }),
    saveContactUpdate: (query: ContactUpdateQuery, body: ContactUpdateBody) => call("saveContactUpdate", { query, body }),
    /** Subscribes an address to this shipment's updates on one channel. */
    optInToNotifications: (query: NotificationOptInQuery, body: NotificationOptInBody) => call("notificationOptIn", { query, body }),
    /** "pending" until the background job has made the label, then its URL. */
    getShippingLabel: (query: ShippingLabelQuery) => call("shippingLabel", { query }),
  };

  async function uploadFile(post: PresignedPost, file: Blob, fileName: string): Promise<ApiResult<{ url: string }>> {
    const form = new FormData();
    // S3 needs the policy fields before the file.
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append("file", file, fileName);
    try {
      const response = await ky.post(post.url, {
        body: form,
        retry: 0,
        timeout: settings.timeoutMs,
        throwHttpErrors: false,
        signal: AbortSignal.timeout(settings.totalTimeoutMs),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      if (response.status === UPLOAD_SUCCESS_STATUS) return apiOk({ url: storedFileUrl(post) });
      const text = await response.text().catch(() => "");
      return apiFail({
        kind: "http",
        status: response.status,
        message: httpErrorMessage(response.status, response.statusText, text),
      });
    } catch (error) {
      return apiFail(toApiError(error));
    }
  }
}

export type PortalApiClient = ReturnType<typeof createPortalApiClient>;

/** Maps anything fetch or ky may throw to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof HTTPError) {
    const { status, statusText } = error.response;
    return { kind: "http", status, message: httpErrorMessage(status, statusText, error.data) };
  }
  const name = error instanceof Error ? error.name : "";
  // ky's TimeoutError, or the DOMException of our AbortSignal.timeout.
  if (name === "TimeoutError") return { kind: "timeout", message: "The server took too long to answer." };
  const message = error instanceof Error && error.message ? error.message : "The server could not be reached.";
  return { kind: "network", message };
}

/** 128 random bits as hex; getRandomValues works on plain-http hosts too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function joinUrl(base: string | URL, path: string): string {
  return `${String(base).replace(/\/+$/, "")}${path}`;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
