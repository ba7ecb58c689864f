import type { Context } from "hono";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { securityKeyMatchesAny } from "./security-key.ts";

/**
 * Whether the request carries the security key of the shipment its rate-limit target names
 * (`waybill` or `tracking_id`; for `order_id`, any of the order's shipments' keys), on the
 * request's brand. The per-target limit asks this only once strangers have spent the target's
 * count, so the shopper holding the link is never locked out by them (docs/security.md).
 */
export async function holdsTargetKey(c: Context, deps: Pick<ApiDeps, "db" | "env">): Promise<boolean> {
  const key = c.req.query("security_key")?.trim();
  if (!key) return false;
  const brand = await resolveApiBrand(c, deps);
  if (!brand) return false;
  const waybill = (c.req.query("waybill") ?? c.req.query("tracking_id"))?.trim();
  if (waybill) {
    const shipment = await findShipmentByWaybill(deps.db, brand.id, waybill);
    return securityKeyMatchesAny(shipment ? [shipment.shipment.securityKey] : [], key);
  }
  const orderId = c.req.query("order_id")?.trim();
  if (!orderId) return false;
  const order = await findShipmentsByOrderId(deps.db, brand.id, orderId);
  return securityKeyMatchesAny(order?.shipments.map((s) => s.shipment.securityKey) ?? [], key);
}

/** The `holder` option of rateLimit for routes whose target is a shipment or an order. */
export const keyHolderOf = (deps: Pick<ApiDeps, "db" | "env">) => (c: Context) => holdsTargetKey(c, deps);
