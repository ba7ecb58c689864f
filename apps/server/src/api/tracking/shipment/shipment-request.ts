import type { Context } from "hono";
import type { Brand, ShipmentDetail } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { checkTrackingAccess, type TrackingAccessCheck } from "../../security/tracking-access.ts";
import { sendFail } from "../../../http/envelope.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { findVisibleShipment } from "./visible-shipment.ts";

export interface TrackedShipment {
  brand: Brand;
  detail: ShipmentDetail;
  check: TrackingAccessCheck;
}

export type TrackedShipmentLookup = { ok: true; shipment: TrackedShipment } | { ok: false; response: Response };

/**
 * The shipment a tracking_id call is about, for the brand of the request's host. Unknown
 * hosts, unknown waybills, another brand's shipments, expired ones (code 23) and, on a
 * brand with the security check on, a shipment asked for without its valid key all get
 * the product rules' not-shipped answer (400). The key check runs in every case, so the time taken
 * does not tell them apart.
 */
export async function findTrackedShipment(c: Context, deps: ApiDeps, trackingId: string, securityKey: string | undefined): Promise<TrackedShipmentLookup> {
  const shipment = await findBrandShipment(deps, await resolveApiBrand(c, deps), trackingId, securityKey);
  return shipment ? { ok: true, shipment } : { ok: false, response: sendFail(c, 400, TRACKING_MESSAGE.notShipped) };
}

/**
 * The same lookup for a brand already resolved (server rendering): undefined stands for the
 * product rules' not-shipped answer.
 */
export async function findBrandShipment(
  deps: ApiDeps,
  brand: Brand | undefined,
  trackingId: string,
  securityKey: string | undefined,
): Promise<TrackedShipment | undefined> {
  const detail = brand ? await findVisibleShipment(deps.db, brand.id, trackingId) : undefined;
  const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, detail ? [detail.shipment.securityKey] : [], securityKey);
  if (!brand || !detail || !check.granted) return undefined;
  return { brand, detail, check };
}
