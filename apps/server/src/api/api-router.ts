import { Hono } from "hono";
import { API_BASE_PATH } from "@portal/core/api";
import type { ApiDeps } from "./api-deps.ts";
import { createTrackingApi } from "./tracking/tracking-api.ts";
import { createReturnsApi } from "./returns/returns-api.ts";
import { createAdminApi } from "./admin/admin-api.ts";
import { createStorageApi } from "./storage/storage-api.ts";
import { createAnalyticsApi } from "./analytics/analytics-api.ts";
import { idempotency } from "../http/idempotency.ts";
import { rateLimit } from "./rate-limit.ts";
import { createWebhookRoute } from "./webhooks/webhook-route.ts";
import { createNotificationWebhookRoutes } from "./notifications/notification-webhook-routes.ts";
import { THEME_BODY_LIMIT_BYTES } from "./admin/theme-routes.ts";

/**
 * Calls the shared Idempotency-Key store leaves alone: those that create nothing a repeat
 * could duplicate, or whose answer must not be replayed (a login's Set-Cookie; an upload form
 * is single-use already; the brand-events endpoint's answer may hold a new signing secret,
 * which must not be stored); webhooks (a provider's retry re-applies the same scans, which adds
 * nothing); and ingest, which mounts its own once the API key is checked, so a keyless body is
 * never read.
 */
const OUTSIDE_SHARED_STORE =
  /\/(?:login|token-auth|logout|uploads|ingest|webhooks\/[^/]+|notifications\/(?:receipts|inbound)\/[^/]+|admin\/brand-events\/endpoint)\/?$/;
/** The largest body a call behind the shared store takes: a theme. */
const SHARED_STORE_BODY_BYTES = THEME_BODY_LIMIT_BYTES;

/** Whether a call passes the front limit: every write, and any call of the areas without limits of their own. */
function needsFrontLimit(method: string, path: string): boolean {
  return (method !== "GET" && method !== "HEAD") || UNLIMITED_AREAS.test(path);
}
const UNLIMITED_AREAS = /\/(admin|webhooks|notifications)\//;

/** Every call of product rules §7 under /api/v1, one sub-app per area. */
export function createApiRouter(deps: ApiDeps): Hono {
  const api = new Hono();
  // One per-client limit in front of the calls that have none of their own (the admin
  // console's admin/*, webhooks) and of every write, before the Idempotency-Key store, so a
  // refused request stores nothing. Reads go on to their areas' own per-call and per-target
  // (waybill, order) limits: a second pass over them cost track-order ~20 % more CPU.
  const frontLimit = rateLimit(deps, "api");
  api.use("*", (c, next) => (needsFrontLimit(c.req.method, c.req.path) ? frontLimit(c, next) : next()));
  api.use("*", idempotency(deps, { except: (path) => OUTSIDE_SHARED_STORE.test(path), maxBodyBytes: SHARED_STORE_BODY_BYTES }));
  api.route("/", createTrackingApi(deps));
  api.route("/", createReturnsApi(deps));
  api.route("/", createAdminApi(deps));
  api.route("/", createStorageApi(deps));
  api.route("/", createAnalyticsApi(deps));
  api.route("/", createWebhookRoute(deps));
  api.route("/", createNotificationWebhookRoutes(deps));
  const root = new Hono();
  root.route(API_BASE_PATH, api);
  return root;
}
