import type { Kysely } from "kysely";
import { findCourierPartnerIds } from "@portal/db/repositories/tracking-courier-ids";
import type { ShipmentDetail } from "@portal/db/repositories/records";
import type { Database } from "@portal/db/schema";

/** The numeric id (`cp_id`) of the shipment's courier, or null when it has none. */
export async function courierPartnerIdOf(db: Kysely<Database>, detail: Pick<ShipmentDetail, "courier">): Promise<number | null> {
  if (!detail.courier) return null;
  return (await findCourierPartnerIds(db, [detail.courier.id])).get(detail.courier.id) ?? null;
}

/**
 * A link's cp_id narrows a waybill to one courier: a different courier's number means the
 * link is for another shipment. A courier without a number cannot be told apart, so it is
 * not held against the link.
 */
export function matchesCourierPartnerId(linkCpId: string | undefined, courierCpId: number | null): boolean {
  return linkCpId === undefined || courierCpId === null || Number(linkCpId) === courierCpId;
}
