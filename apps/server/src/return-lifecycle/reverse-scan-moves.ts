import type { Kysely } from "kysely";
import { returnStageOfReverseCode } from "@portal/core/returns";
import { findRequestsOfReverseShipment, updateReturnColumns } from "@portal/db/repositories/return-events";
import type { Database } from "@portal/db/schema";
import { applyReturnTransition } from "./apply-return-transition.ts";

export interface ReverseShipmentWritten {
  brandId: string;
  waybill: string;
}

/**
 * After reverse pickups were written (import, ingest or an aggregator's webhook): each return
 * request linked to one (by the shipment or by its waybill as the request's AWB) moves to the
 * stage the pickup's latest scan reports, through applyReturnTransition, following the legal
 * path (a "delivered to warehouse" scan after "approved" records picked up, then received).
 * A scan that the request's stage cannot follow (a request already refunded, rejected…)
 * changes nothing. Answers how many requests moved.
 */
export async function advanceReturnsFromReverseScans(db: Kysely<Database>, written: readonly ReverseShipmentWritten[], now: Date): Promise<number> {
  let moved = 0;
  const byBrand = new Map<string, string[]>();
  for (const { brandId, waybill } of written) byBrand.set(brandId, [...(byBrand.get(brandId) ?? []), waybill]);
  for (const [brandId, waybills] of byBrand) {
    const stored = await db
      .selectFrom("shipments")
      .select(["id", "waybill", "latest_code"])
      .where("brand_id", "=", brandId)
      .where("is_reverse", "=", 1)
      .where("waybill", "in", waybills)
      .execute();
    for (const shipment of stored) {
      const stage = shipment.latest_code === null ? undefined : returnStageOfReverseCode(shipment.latest_code);
      if (stage === undefined) continue;
      for (const request of await findRequestsOfReverseShipment(db, brandId, shipment)) {
        const result = await applyReturnTransition(db, {
          brandId,
          requestId: request.id,
          to: stage,
          actor: { kind: "scan", name: `${shipment.waybill ?? ""} code ${shipment.latest_code}` },
          now,
          followPath: true,
          columns: { reverse_shipment_ref: shipment.id },
        });
        if (result.outcome === "moved") moved += 1;
        else if (result.outcome === "unchanged") await updateReturnColumns(db, brandId, request.id, { reverse_shipment_ref: shipment.id }, now.toISOString());
      }
    }
  }
  return moved;
}
