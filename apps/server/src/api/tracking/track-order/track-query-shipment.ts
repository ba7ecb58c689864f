import type { Kysely } from "kysely";
import type { Brand, ShipmentDetail } from "@portal/db/repositories/records";
import { findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { findCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import type { Database } from "@portal/db/schema";
import { courierPartnerIdOf, matchesCourierPartnerId } from "../shipment/courier-partner-id.ts";
import { oncePerRequest } from "../../../http/request-memo.ts";
import { findVisibleShipment, isShipmentVisible } from "../shipment/visible-shipment.ts";

export interface TrackQuery {
  waybill?: string | undefined;
  order_id?: string | undefined;
  cp_id?: string | undefined;
}

/** A courier id no row has: a miss asks for it, so it reads what a hit reads. */
const NO_COURIER = "00000000-0000-0000-0000-000000000000";

export interface WaybillShipment {
  detail: ShipmentDetail;
  cpId: number | null;
}

/** The visible shipment a waybill (and cp_id, when given) names, for this brand only. */
export function findWaybillShipment(db: Kysely<Database>, brand: Brand, waybill: string, cpId: string | undefined): Promise<WaybillShipment | undefined> {
  // A page's loaders (track-order, edd) ask for the same waybill: one read per request.
  return oncePerRequest(brand, `waybill-shipment\u0000${waybill}\u0000${cpId ?? ""}`, () => readWaybillShipment(db, brand, waybill, cpId));
}

async function readWaybillShipment(db: Kysely<Database>, brand: Brand, waybill: string, cpId: string | undefined): Promise<WaybillShipment | undefined> {
  const detail = await findVisibleShipment(db, brand.id, waybill);
  if (!detail) {
    // The hit's courier read, for nothing, so a miss takes as long (docs/security.md).
    await findCourierPartnerIds(db, [NO_COURIER]);
    return undefined;
  }
  const courierCpId = await courierPartnerIdOf(db, detail);
  return matchesCourierPartnerId(cpId, courierCpId) ? { detail, cpId: courierCpId } : undefined;
}

/**
 * The one shipment a track query is about: the waybill's, or for an order id the order's
 * first visible shipment (the one the tracking page opens on, as in ssr/render-page.ts).
 */
export async function findTrackQueryShipment(db: Kysely<Database>, brand: Brand, query: TrackQuery): Promise<WaybillShipment | undefined> {
  if (query.waybill) return findWaybillShipment(db, brand, query.waybill, query.cp_id);
  if (!query.order_id) return undefined;
  const order = await findShipmentsByOrderId(db, brand.id, query.order_id);
  const first = order?.shipments.find((s) => isShipmentVisible(s));
  if (!order || !first) return undefined;
  const detail = { ...first, order: order.order };
  return { detail, cpId: await courierPartnerIdOf(db, detail) };
}
