import type { Kysely } from "kysely";
import { findNdrCredentials, findShipmentSource, insertNdrPush } from "@portal/db/repositories/ndr-pushes";
import type { CustomerFeed } from "@portal/db/repositories/tracking-feeds";
import type { ShipmentDetail } from "@portal/db/repositories/records";
import type { Database } from "@portal/db/schema";
import { orderedUuid } from "../import/ordered-id.ts";
import { isNdrApiProvider } from "./ndr-aggregators.ts";
import { cpIdOf, type NdrPayload } from "./ndr-payload.ts";

/**
 * Puts the shopper's answer to a failed delivery in the push outbox when the shipment's
 * aggregator has an NDR API and the brand has credentials for it; the worker sends it.
 * Returns the push id, or undefined when nothing is pushed (the ops view then says why).
 */
export async function enqueueNdrPush(
  db: Kysely<Database>,
  brandId: string,
  detail: Pick<ShipmentDetail, "shipment" | "courier" | "order">,
  feed: CustomerFeed,
  { now }: { now: Date },
): Promise<string | undefined> {
  const { shipment } = detail;
  if (shipment.isReverse || !shipment.waybill) return undefined;
  const provider = await findShipmentSource(db, shipment.id);
  if (!isNdrApiProvider(provider) || !(await findNdrCredentials(db, brandId, provider))) return undefined;
  const payload: NdrPayload = {
    waybill: shipment.waybill,
    cpId: cpIdOf(detail.courier?.id ?? null),
    accountCode: detail.courier?.accountCode ?? null,
    wants: feed.answer === "reject" ? "return" : "reattempt",
    ...given({
      preferredDate: feed.preferredDate,
      preferredTime: feed.preferredTime,
      address: feed.address,
      dropPincode: feed.dropPincode,
      landmark: feed.landmark,
      phoneNumber: feed.phoneNumber,
      comment: feed.comment,
    }),
    onFile: given({ address: detail.order.customer.address, dropPincode: detail.order.customer.pincode, phoneNumber: detail.order.customer.phone }),
  };
  const id = `ndr_${orderedUuid(now.getTime()).replaceAll("-", "")}`;
  await insertNdrPush(db, { id, brandId, shipmentId: shipment.id, provider, issueId: feed.issueId, payload: JSON.stringify(payload), now });
  return id;
}

function given<T extends Record<string, string | null | undefined>>(fields: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => typeof value === "string" && value !== "")) as Partial<Record<keyof T, string>>;
}
