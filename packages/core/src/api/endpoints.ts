import * as v from "valibot";
import { AnalyticsEventBodySchema } from "./analytics-event.ts";
import { BrandMenuResultSchema } from "./brand-menu.ts";
import { ImportSummarySchema, IngestQuerySchema } from "./ingest.ts";
import { CourierRatingBodySchema, CourierRatingQuerySchema, CourierRatingResultSchema } from "./courier-rating.ts";
import { EddQuerySchema, EddResultSchema } from "./edd.ts";
import { PresignedPostSchema, UploadUrlQuerySchema } from "./file-upload.ts";
import { AdminLoginBodySchema, LoginResponseSchema, ReturnLoginBodySchema } from "./login.ts";
import { PincodeCheckBodySchema, PincodeCheckResultSchema, PincodeServiceabilityQuerySchema, PincodeServiceabilityResultSchema } from "./pincode.ts";
import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from "./place-search.ts";
import { ReturnOrderQuerySchema, ReturnOrderSchema } from "./return-order.ts";
import { ReturnReasonsQuerySchema, ReturnReasonsResultSchema } from "./return-reasons.ts";
import { ReturnRequestBodySchema, ReturnRequestResultSchema } from "./return-request.ts";
import { IfscLookupQuerySchema, IfscLookupResultSchema } from "./ifsc-lookup.ts";
import { ReturnStatusQuerySchema, ReturnStatusResultSchema } from "./return-status.ts";
import { SurveyShortlinkQuerySchema, SurveyShortlinkResultSchema } from "./survey-shortlink.ts";
import { ThemeQuerySchema, UpdateThemeBodySchema, UpdateThemeQuerySchema } from "./theme-calls.ts";
import { ThemeSchema } from "../theme/theme-schema.ts";
import { TrackOrderQuerySchema, TrackOrderResultSchema } from "./track-order.ts";
import { ContactUpdateBodySchema, ContactUpdateQuerySchema, ContactUpdateResultSchema } from "./contact-update.ts";
import { NotificationOptInBodySchema, NotificationOptInQuerySchema, NotificationOptInResultSchema } from "./notification-opt-in.ts";
import { ShippingLabelQuerySchema, ShippingLabelResultSchema } from "./shipping-label.ts";
import { OpsFeedQuerySchema, OpsFeedResultSchema, TrackingFeedBodySchema, TrackingFeedQuerySchema, TrackingFeedResultSchema } from "./tracking-feed.ts";
import { VariantsQuerySchema, VariantsResultSchema } from "./variants.ts";

/** Every call lives under this prefix on its host. */
export const API_BASE_PATH = "/api/v1";

/** The tracking host serves shopper tracking; the ops host serves returns, uploads and admin. */
export type ApiHost = "tracking" | "ops";
export type ApiMethod = "GET" | "POST" | "PUT";

/**
 * How the answer is shaped: `envelope` is `{ meta, result }` and `response` checks
 * `result`; `plain` is checked whole (logins, the maps proxy); `none` has no JSON contract.
 */
export type ApiResponseShape = "envelope" | "plain";

export interface ApiEndpoint {
  host: ApiHost;
  method: ApiMethod;
  /** Relative to API_BASE_PATH. */
  path: string;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  shape: ApiResponseShape;
  /** The result (envelope) or the whole body (plain). */
  response: v.GenericSchema;
  /** Needs the admin token (Authorization: Bearer). */
  auth?: true;
}

const NoResult = v.nullish(v.unknown());

/**
 * The shopper's answer to a failure (read it, create it, update it) and the operations view
 * of it. The failed-pickup calls (under npr/) are the failed-delivery ones on another path.
 */
function feedCalls<const P extends "" | "npr/">(prefix: P) {
  const answer = { host: "tracking", path: `${prefix}tracking-feed`, query: TrackingFeedQuerySchema, shape: "envelope" } as const;
  return {
    get: { ...answer, method: "GET", response: TrackingFeedResultSchema },
    create: { ...answer, method: "POST", body: TrackingFeedBodySchema, response: NoResult },
    update: { ...answer, method: "PUT", body: TrackingFeedBodySchema, response: NoResult },
    ops: { host: "ops", method: "GET", path: `${prefix}tracking-ops-feed`, query: OpsFeedQuerySchema, shape: "envelope", response: OpsFeedResultSchema },
  } as const;
}
const DELIVERY_FEED = feedCalls("");
const PICKUP_FEED = feedCalls("npr/");

/**
 * The API contract of product rules §7 as data: the server mounts and validates each row, the
 * client calls it. Request schemas carry the messages a 400 answer sends back.
 */
export const API_ENDPOINTS = {
  trackOrder: { host: "tracking", method: "GET", path: "track-order", query: TrackOrderQuerySchema, shape: "envelope", response: TrackOrderResultSchema },
  edd: { host: "tracking", method: "GET", path: "edd", query: EddQuerySchema, shape: "envelope", response: EddResultSchema },
  getTrackingFeed: DELIVERY_FEED.get,
  createTrackingFeed: DELIVERY_FEED.create,
  updateTrackingFeed: DELIVERY_FEED.update,
  opsFeed: DELIVERY_FEED.ops,
  getCourierRating: {
    host: "tracking",
    method: "GET",
    path: "courier-rating",
    query: CourierRatingQuerySchema,
    shape: "envelope",
    response: CourierRatingResultSchema,
  },
  saveCourierRating: {
    host: "tracking",
    method: "POST",
    path: "courier-rating",
    query: CourierRatingQuerySchema,
    body: CourierRatingBodySchema,
    shape: "envelope",
    response: NoResult,
  },
  surveyShortlink: {
    host: "tracking",
    method: "GET",
    path: "survey-shortlink",
    query: SurveyShortlinkQuerySchema,
    shape: "envelope",
    response: SurveyShortlinkResultSchema,
  },
  getPickupFeed: PICKUP_FEED.get,
  createPickupFeed: PICKUP_FEED.create,
  updatePickupFeed: PICKUP_FEED.update,
  pickupOpsFeed: PICKUP_FEED.ops,
  placeSearch: { host: "tracking", method: "GET", path: "place-search", query: PlaceSearchQuerySchema, shape: "plain", response: PlaceSearchResponseSchema },
  pincodeCheck: { host: "tracking", method: "POST", path: "pincode", body: PincodeCheckBodySchema, shape: "envelope", response: PincodeCheckResultSchema },
  returnOrder: { host: "ops", method: "GET", path: "return-info", query: ReturnOrderQuerySchema, shape: "envelope", response: ReturnOrderSchema },
  returnLogin: { host: "ops", method: "POST", path: "return-login", body: ReturnLoginBodySchema, shape: "plain", response: LoginResponseSchema },
  returnReasons: {
    host: "ops",
    method: "GET",
    path: "return-reasons",
    query: ReturnReasonsQuerySchema,
    shape: "envelope",
    response: ReturnReasonsResultSchema,
  },
  returnRequest: { host: "ops", method: "POST", path: "return-request", body: ReturnRequestBodySchema, shape: "envelope", response: ReturnRequestResultSchema },
  ifscLookup: { host: "ops", method: "GET", path: "ifsc-lookup", query: IfscLookupQuerySchema, shape: "envelope", response: IfscLookupResultSchema },
  returnStatus: { host: "ops", method: "GET", path: "return-status", query: ReturnStatusQuerySchema, shape: "envelope", response: ReturnStatusResultSchema },
  pincodeServiceability: {
    host: "ops",
    method: "GET",
    path: "pincode-serviceability",
    query: PincodeServiceabilityQuerySchema,
    shape: "envelope",
    response: PincodeServiceabilityResultSchema,
  },
  uploadUrl: { host: "ops", method: "GET", path: "file-upload", query: UploadUrlQuerySchema, shape: "envelope", response: PresignedPostSchema },
  variants: { host: "ops", method: "GET", path: "fetch-variants", query: VariantsQuerySchema, shape: "envelope", response: VariantsResultSchema },
  theme: { host: "tracking", method: "GET", path: "theme", query: ThemeQuerySchema, shape: "envelope", response: ThemeSchema },
  updateTheme: {
    host: "ops",
    method: "POST",
    path: "update-theme",
    query: UpdateThemeQuerySchema,
    body: UpdateThemeBodySchema,
    shape: "envelope",
    response: NoResult,
    auth: true,
  },
  adminLogin: { host: "ops", method: "POST", path: "login", body: AdminLoginBodySchema, shape: "plain", response: LoginResponseSchema },
  /** The same login for scripts: no cookie, the `sub_token` is the bearer session. */
  adminTokenAuth: { host: "ops", method: "POST", path: "token-auth", body: AdminLoginBodySchema, shape: "plain", response: LoginResponseSchema },
  adminLogout: { host: "ops", method: "POST", path: "logout", shape: "envelope", response: NoResult },
  /** A brand's import document; the key names the brand (see ingest.ts for why no body schema). */
  ingest: { host: "ops", method: "POST", path: "ingest", query: IngestQuerySchema, shape: "envelope", response: ImportSummarySchema, auth: true },
  brandMenu: { host: "tracking", method: "GET", path: "brand-menu", shape: "envelope", response: BrandMenuResultSchema },
  /** Sent with navigator.sendBeacon, which ignores the answer. */
  analyticsEvent: { host: "tracking", method: "POST", path: "analytics", body: AnalyticsEventBodySchema, shape: "envelope", response: NoResult },
  getContactUpdate: {
    host: "tracking",
    method: "GET",
    path: "contact-update",
    query: ContactUpdateQuerySchema,
    shape: "envelope",
    response: ContactUpdateResultSchema,
  },
  saveContactUpdate: {
    host: "tracking",
    method: "POST",
    path: "contact-update",
    query: ContactUpdateQuerySchema,
    body: ContactUpdateBodySchema,
    shape: "envelope",
    response: ContactUpdateResultSchema,
  },
  /** The tracking page's "get updates for this shipment" (issue 35 item 4). */
  notificationOptIn: {
    host: "tracking",
    method: "POST",
    path: "notification-opt-in",
    query: NotificationOptInQuerySchema,
    body: NotificationOptInBodySchema,
    shape: "envelope",
    response: NotificationOptInResultSchema,
  },
  shippingLabel: {
    host: "tracking",
    method: "GET",
    path: "shipping-label",
    query: ShippingLabelQuerySchema,
    shape: "envelope",
    response: ShippingLabelResultSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;

export type ApiCallName = keyof typeof API_ENDPOINTS;

/** The full path of a call, e.g. "/api/v1/track-order". */
export function apiPath(call: ApiCallName): string {
  return `${API_BASE_PATH}/${API_ENDPOINTS[call].path}`;
}
