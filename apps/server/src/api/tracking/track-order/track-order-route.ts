import type { Context } from "hono";
import { TrackOrderQuerySchema } from "@portal/core/api";
import { findShipmentsByOrderId } from "../../../db/repositories/shipments.ts";
import { findContactUpdate } from "../../../db/repositories/tracking-contact-updates.ts";
import { findCourierPartnerIds } from "../../../db/repositories/tracking-courier-ids.ts";
import { findRating } from "../../../db/repositories/tracking-ratings.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { resolveApiBrand } from "../../request-brand.ts";
import { checkTrackingAccess } from "../../security/tracking-access.ts";
import { sendFail, sendOk } from "../../../http/envelope.ts";
import { readQuery } from "../../../http/request-input.ts";
import { brandThemeOrNothing } from "../shipment/brand-theme.ts";
import { TRACKING_MESSAGE } from "../tracking-messages.ts";
import { listedShipmentsOf, orderLookupOf } from "./order-lookup.ts";
import { findWaybillShipment } from "./track-query-shipment.ts";
import { trackingEntryOf } from "./tracking-entry.ts";

/**
 * GET track-order: by waybill (optional cp_id) the waybill-keyed tracking entry; by
 * order_id the order's shipments. Unknown, other brands' and expired (code 23) shipments
 * get the spec's not-shipped answer (400). A missing and a wrong security key are the same:
 * status only, personal details masked.
 */
export function trackOrderHandler(deps: ApiDeps) {
  return async (c: Context) => {
    const query = readQuery(c, TrackOrderQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const { waybill, order_id: orderId, cp_id: cpId, security_key: securityKey } = query.value;
    const brand = await resolveApiBrand(c, deps);

    if (waybill) {
      const found = brand ? await findWaybillShipment(deps.db, brand, waybill, cpId) : undefined;
      const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, found ? [found.detail.shipment.securityKey] : [], securityKey);
      if (!brand || !found) return sendFail(c, 400, TRACKING_MESSAGE.notShipped);
      const shipmentId = found.detail.shipment.id;
      const [theme, rating, contactUpdate] = await Promise.all([
        brandThemeOrNothing(deps, brand.id),
        findRating(deps.db, brand.id, shipmentId),
        findContactUpdate(deps.db, brand.id, shipmentId),
      ]);
      const entry = trackingEntryOf({ brand, theme, detail: found.detail, check, rating, contactUpdate, cpId: found.cpId });
      return sendOk(c, { [entry.tracking_id]: entry });
    }

    const order = brand && orderId ? await findShipmentsByOrderId(deps.db, brand.id, orderId) : undefined;
    const listed = order ? listedShipmentsOf(order) : [];
    const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, listed.map((s) => s.shipment.securityKey), securityKey);
    if (!order || listed.length === 0) return sendFail(c, 400, TRACKING_MESSAGE.notShipped);
    const cpIds = await findCourierPartnerIds(deps.db, listed.map((s) => s.shipment.courierId));
    return sendOk(c, orderLookupOf(order, listed, check, cpIds));
  };
}
