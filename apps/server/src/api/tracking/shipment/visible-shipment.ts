import type { Kysely } from "kysely";
import { HIDDEN_ORDER_STATUS_CODE } from "@portal/core/orders";
import { findShipmentByWaybill } from "@portal/db/repositories/shipments";
import type { ShipmentDetail } from "@portal/db/repositories/records";
import type { Database } from "@portal/db/schema";

/**
 * Whether a shipment may be shown at all: it has a waybill and a scan, and its latest scan
 * is not code 23 (expired), which the product rules show as "not shipped yet" (section 8).
 */
export function isShipmentVisible(detail: Pick<ShipmentDetail, "shipment" | "scans">): boolean {
  const latest = detail.scans[0];
  return Boolean(detail.shipment.waybill) && latest !== undefined && latest.code !== HIDDEN_ORDER_STATUS_CODE;
}

/** The brand's shipment with this waybill when it may be shown; another brand's is never found. */
export async function findVisibleShipment(db: Kysely<Database>, brandId: string, waybill: string): Promise<ShipmentDetail | undefined> {
  const detail = await findShipmentByWaybill(db, brandId, waybill);
  return detail && isShipmentVisible(detail) ? detail : undefined;
}
