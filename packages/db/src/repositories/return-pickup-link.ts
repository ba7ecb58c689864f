import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface ReturnPickup {
  /** The forward shipment being returned: its waybill, or else its reference number. */
  forwardAwb: string;
  forwardReference: string;
  /** The reverse pickup's AWB as the aggregator booked it. */
  reverseAwb: string;
}

/**
 * Records a return's pickup AWB on its return request: the newest open (not rejected) request
 * of the return order that holds the forward shipment, and the reverse shipment once it is
 * stored. Only the AWB is recorded here; what the pickup's stages mean for the request is the
 * return lifecycle's business. Idempotent: a request that already carries this AWB is the
 * answer. Returns the request's id, or undefined when no request matches.
 */
export async function linkReturnPickupAwb(db: Kysely<Database>, brandId: string, pickup: ReturnPickup, { now }: { now: Date }): Promise<string | undefined> {
  const forward = await db
    .selectFrom("shipments")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("is_reverse", "=", 0)
    .where((eb) =>
      eb.or([
        ...(pickup.forwardAwb ? [eb("waybill", "=", pickup.forwardAwb)] : []),
        ...(pickup.forwardReference ? [eb("reference_number", "=", pickup.forwardReference)] : []),
      ]),
    )
    .execute();
  if (forward.length === 0) return undefined;
  const requests = await db
    .selectFrom("return_requests as r")
    .innerJoin("return_order_shipments as ros", (join) => join.onRef("ros.return_order_id", "=", "r.return_order_id").onRef("ros.brand_id", "=", "r.brand_id"))
    .select(["r.id", "r.awb"])
    .where("r.brand_id", "=", brandId)
    .where(
      "ros.shipment_ref",
      "in",
      forward.map((s) => s.id),
    )
    .where("r.status", "!=", "REJECTED")
    .orderBy("r.created_at", "desc")
    .execute();
  const linked = requests.find((r) => r.awb === pickup.reverseAwb);
  if (linked) return linked.id;
  const open = requests.find((r) => r.awb === null || r.awb === "");
  if (!open) return undefined;
  const reverse = await db.selectFrom("shipments").select("id").where("brand_id", "=", brandId).where("waybill", "=", pickup.reverseAwb).executeTakeFirst();
  await db
    .updateTable("return_requests")
    .set({ awb: pickup.reverseAwb, reverse_shipment_ref: reverse?.id ?? null, updated_at: now.toISOString() })
    .where("id", "=", open.id)
    .where("brand_id", "=", brandId)
    .execute();
  return open.id;
}
