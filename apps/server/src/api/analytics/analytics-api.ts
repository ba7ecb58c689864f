import { Hono } from "hono";
import { API_ENDPOINTS, AnalyticsEventBodySchema } from "@portal/core/api";
import { NO_BRAND_HERE } from "@portal/core/messages";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { readJsonBody } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { countEvent } from "./analytics-counts.ts";

export const ANALYTICS_PATH = `/${API_ENDPOINTS.analyticsEvent.path}`;

/**
 * POST /api/v1/analytics: one link-click event from the page (product rules §7), counted per
 * brand and day. Sent with navigator.sendBeacon, which ignores the answer: 202 when taken.
 * Counting must never break anything, so a storage failure is logged and still answered 202.
 */
export function createAnalyticsApi(deps: ApiDeps): Hono {
  const api = new Hono();
  api.post(ANALYTICS_PATH, rateLimit(deps, "analytics"), async (c) => {
    const body = await readJsonBody(c, AnalyticsEventBodySchema);
    if (!body.ok) return sendFail(c, body.status, body.message);
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return sendFail(c, 404, NO_BRAND_HERE);
    const event = { brandId: brand.id, ...body.value };
    try {
      await countEvent(deps.db, event, deps.now());
    } catch (error) {
      deps.log.warn("analytics event not counted", { error: error instanceof Error ? error.message : String(error) });
    }
    deps.log.debug("analytics event", { brand: brand.subdomain, category: event.category, action: event.action, label: event.label });
    return sendOk(c, null, "", 202);
  });
  return api;
}
