import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { API_ENDPOINTS, ShippingLabelQuerySchema, type ShippingLabelResult, type ShippingLabelStatus } from "@portal/core/api";
import type { LabelJobStatus } from "@portal/db/schema-admin-labels";
import { findOrCreateLabelJob, requeueFailedLabelJob, type LabelJob } from "@portal/db/repositories/label-jobs";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import type { ObjectStore } from "../../storage/object-store-from-env.ts";
import { LABEL_LINK_TTL_SECONDS } from "../../storage/upload-limits.ts";
import type { ApiDeps } from "../api-deps.ts";
import { rateLimit } from "../rate-limit.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { securityKeyMatches } from "../security/security-key.ts";
import { requestOrigin } from "./request-origin.ts";
import { STORAGE_MESSAGE } from "@portal/core/messages";
import { readQuery } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";

/** A job being rendered is still "pending" to the shopper. */
const SHOWN_STATUS: Record<LabelJobStatus, ShippingLabelStatus> = {
  pending: "pending",
  rendering: "pending",
  ready: "ready",
  failed: "failed",
};

/** Poll hint for a pending label: until it is due, between 1 and 30 seconds. */
function retryAfterSeconds(job: LabelJob, now: Date): number {
  return Math.min(30, Math.max(1, Math.ceil((Date.parse(job.readyAt) - now.getTime()) / 1000)));
}

/**
 * GET shipping-label (waybill, security_key) on the brand's host. The first call starts a
 * background job (label_jobs) and every call answers its state: 202 "pending" with
 * Retry-After until the PDF is ready, then 200 "ready" with a download link. A failed job
 * is reported once and queued again, so asking again retries it. When the brand has the
 * security check on, the shipment's security_key is required (labels carry addresses);
 * without it the answer is the unknown waybill's.
 */
export function shippingLabelRoute(deps: ApiDeps, store: ObjectStore): Hono {
  const api = new Hono();
  api.get(`/${API_ENDPOINTS.shippingLabel.path}`, rateLimit(deps, "shipping-label"), async (c) => {
    const query = readQuery(c, ShippingLabelQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return sendFail(c, 404, STORAGE_MESSAGE.notShipped);
    const detail = await findShipmentByWaybill(deps.db, brand.id, query.value.waybill);
    const waybill = detail?.shipment.waybill;
    // Compared even when nothing was found, and a wrong key answers as an unknown waybill
    // does: the answer must not confirm that a guessed waybill exists (docs/security.md).
    const keyMatches = securityKeyMatches(detail?.shipment.securityKey, query.value.security_key);
    if (!detail || !waybill || (brand.securityCheckEnabled && !keyMatches)) return sendFail(c, 404, STORAGE_MESSAGE.notShipped);

    const now = deps.now();
    const delaySeconds = deps.env.labelReadyDelaySeconds;
    const job = await findOrCreateLabelJob(deps.db, { id: randomUUID(), brandId: brand.id, waybill, now, delaySeconds });
    c.header("Cache-Control", "no-store");
    const status = SHOWN_STATUS[job.status];
    switch (status) {
      case "ready": {
        const url = job.fileKey ? store.signedUrl("labels", job.fileKey, { origin: requestOrigin(c, deps.env), now, seconds: LABEL_LINK_TTL_SECONDS }) : null;
        return sendOk<ShippingLabelResult>(c, { status, url, ready_at: null });
      }
      case "pending":
        c.header("Retry-After", String(retryAfterSeconds(job, now)));
        return sendOk<ShippingLabelResult>(c, { status, url: null, ready_at: job.readyAt }, "", 202);
      case "failed":
        await requeueFailedLabelJob(deps.db, job.id, { now, delaySeconds });
        return sendOk<ShippingLabelResult>(c, { status, url: null, ready_at: null }, STORAGE_MESSAGE.labelFailed);
    }
  });
  return api;
}
