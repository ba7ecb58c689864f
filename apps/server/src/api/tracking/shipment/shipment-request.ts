import type { Context } from "hono";
import type { Brand, ShipmentDetail } from "../../../db/repositories/records.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { checkTrackingAccess, type TrackingAccessCheck } from "../../security/tracking-access.ts";
import { sendFail } from "../../../http/envelope.ts";
import { TRACKING_MESSAGE } from "../tracking-messages.ts";
import { findVisibleShipment } from "./visible-shipment.ts";

export interface TrackedShipment {
  brand: Brand;
  detail: ShipmentDetail;
  check: TrackingAccessCheck;
}

export type TrackedShipmentLookup = { ok: true; shipment: TrackedShipment } | { ok: false; response: Response };

export interface TrackedShipmentOptions {
  /**
   * The call shows or changes personal data, so it needs full access: with the brand's
   * security check on, a missing or wrong key is answered exactly like an unknown shipment.
   */
  requireFullAccess?: boolean;
}

/**
 * The shipment a tracking_id call is about, for the brand of the request's host. Unknown
 * hosts, unknown waybills, another brand's shipments and expired ones (code 23) all get
 * the spec's not-shipped answer (400). The key check runs in every case, so the time taken
 * does not tell them apart.
 */
export async function findTrackedShipment(
  c: Context,
  deps: ApiDeps,
  trackingId: string,
  securityKey: string | undefined,
  options: TrackedShipmentOptions = {},
): Promise<TrackedShipmentLookup> {
  const shipment = await findBrandShipment(deps, await resolveApiBrand(c, deps), trackingId, securityKey, options);
  return shipment ? { ok: true, shipment } : { ok: false, response: sendFail(c, 400, TRACKING_MESSAGE.notShipped) };
}

/**
 * The same lookup for a brand already resolved (server rendering): undefined stands for the
 * spec's not-shipped answer.
 */
export async function findBrandShipment(
  deps: ApiDeps,
  brand: Brand | undefined,
  trackingId: string,
  securityKey: string | undefined,
  { requireFullAccess = false }: TrackedShipmentOptions = {},
): Promise<TrackedShipment | undefined> {
  const detail = brand ? await findVisibleShipment(deps.db, brand.id, trackingId) : undefined;
  const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, detail ? [detail.shipment.securityKey] : [], securityKey);
  if (!brand || !detail || (requireFullAccess && check.access !== "full")) return undefined;
  return { brand, detail, check };
}
