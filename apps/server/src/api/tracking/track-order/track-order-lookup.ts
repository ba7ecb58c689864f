import type * as v from "valibot";
import type { TrackOrderQuerySchema, TrackOrderResult } from "@portal/core/api";
import { orderIdCandidates } from "@portal/core/brand";
import { calendarDateOf } from "@portal/core/dates";
import { brandTimeZone } from "@portal/core/theme";
import { findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { manifestOf } from "../../../brands/brand-rules.ts";
import { findContactUpdate } from "@portal/db/repositories/tracking-contact-updates";
import { offeredNotificationChannels, subscribedChannels } from "@portal/db/repositories/notification-subscriptions";
import { findCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import { findRating, ratedShipmentIds } from "@portal/db/repositories/tracking-ratings";
import type { Brand } from "@portal/db/repositories/records";
import type { ApiDeps } from "../../api-deps.ts";
import { checkTrackingAccess } from "../../security/tracking-access.ts";
import { proofOfOrder } from "../../security/order-second-factor.ts";
import { requestBrandThemeOrNothing } from "../shipment/brand-theme.ts";
import { answerFail, answerOk, type TrackingAnswer } from "../tracking-answer.ts";
import { TRACKING_MESSAGE } from "@portal/core/messages";
import { listedShipmentsOf, orderLookupOf } from "./order-lookup.ts";
import { findWaybillShipment } from "./track-query-shipment.ts";
import { trackingEntryOf } from "./tracking-entry.ts";

/** Stands in for a shipment that was not found, so a miss costs the same queries as a hit. */
const NO_SHIPMENT = "00000000-0000-0000-0000-000000000000";

/**
 * track-order for a validated query and the request's brand: by waybill (optional cp_id)
 * the waybill-keyed tracking entry; by order_id the order's shipments. Unknown, other
 * brands' and expired (code 23) shipments get the product rules' not-shipped answer (400), and so
 * does, on a brand with the security check on, a waybill without its valid key (missing and
 * wrong are the same): nothing tells a guessed waybill that exists from one that does not.
 * On such brands an order id without a valid key needs a second factor (mobile, email or
 * reference number), else it answers exactly as an unknown order does; a reference number,
 * guessable from the order id, opens the order's status only (no keys: docs/security.md).
 */
export async function lookupTrackOrder(
  deps: ApiDeps,
  brand: Brand | undefined,
  query: v.InferOutput<typeof TrackOrderQuerySchema>,
): Promise<TrackingAnswer<TrackOrderResult>> {
  const { waybill, order_id: orderId, cp_id: cpId, security_key: securityKey } = query;
  if (waybill) {
    const found = brand ? await findWaybillShipment(deps.db, brand, waybill, cpId) : undefined;
    const check = checkTrackingAccess(brand?.securityCheckEnabled ?? false, found ? [found.detail.shipment.securityKey] : [], securityKey);
    // The same reads whether or not the waybill exists, so the time taken does not tell.
    const shipmentId = found?.detail.shipment.id ?? NO_SHIPMENT;
    const brandId = brand?.id ?? NO_SHIPMENT;
    const [theme, rating, contactUpdate, notifyChannels, notifySubscribed] = await Promise.all([
      brand ? requestBrandThemeOrNothing(deps, brand) : undefined,
      findRating(deps.db, brandId, shipmentId),
      findContactUpdate(deps.db, brandId, shipmentId),
      offeredNotificationChannels(deps.db, brandId),
      subscribedChannels(deps.db, brandId, shipmentId),
    ]);
    if (!brand || !found || !check.granted) return answerFail(400, TRACKING_MESSAGE.notShipped);
    const entry = trackingEntryOf({
      brand,
      theme,
      detail: found.detail,
      check,
      rating,
      contactUpdate,
      notifyChannels,
      notifySubscribed,
      cpId: found.cpId,
      today: calendarDateOf(deps.now(), brandTimeZone(theme?.config)),
    });
    return answerOk({ [entry.tracking_id]: entry });
  }

  const order = brand && orderId ? await findOrderAsTyped(deps, brand, orderId) : undefined;
  const listed = order ? listedShipmentsOf(order) : [];
  const check = checkTrackingAccess(
    brand?.securityCheckEnabled ?? false,
    listed.map((s) => s.shipment.securityKey),
    securityKey,
  );
  const proof = proofOfOrder(order, { mobile: query.mobile, email: query.email, referenceNumber: query.reference_number });
  // Read for a miss too (a shipment id no row has), so the time taken does not tell.
  const [cpIds, rated] = await Promise.all([
    findCourierPartnerIds(deps.db, listed.length > 0 ? listed.map((s) => s.shipment.courierId) : [NO_SHIPMENT]),
    ratedShipmentIds(deps.db, brand?.id ?? NO_SHIPMENT, listed.length > 0 ? listed.map((s) => s.shipment.id) : [NO_SHIPMENT]),
  ]);
  if (!order || listed.length === 0) return answerFail(400, TRACKING_MESSAGE.notShipped);
  if (!check.granted && proof === "none") return answerFail(400, TRACKING_MESSAGE.notShipped);
  return answerOk(orderLookupOf(order, listed, check, cpIds, { shareKeys: check.granted || proof === "contact", rated }));
}

/**
 * The brand's order an id names as the shopper typed it: as stored, or with the store prefix
 * the brand's pages cut off (threadline shows TL-311101 as 311101). Both are read whichever
 * exists, so a hit and a miss cost the same.
 */
async function findOrderAsTyped(deps: ApiDeps, brand: Brand, typed: string) {
  const found = await Promise.all(orderIdCandidates(typed, manifestOf(brand)).map((id) => findShipmentsByOrderId(deps.db, brand.id, id)));
  return found.find((order) => order !== undefined);
}
