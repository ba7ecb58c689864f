import { presentText, type ImportReturnOrder } from "@portal/core/import";
import type { Kysely } from "kysely";
import {
  findReturnItemOwners,
  linkReturnOrderShipment,
  replaceReturnAddresses,
  upsertReturnItems,
  upsertReturnOrder,
} from "@portal/db/repositories/import-return-orders";
import { upsertOrderByNumber } from "@portal/db/repositories/import-shipments";
import { findShipmentsByWaybills, type ShipmentPointer } from "@portal/db/repositories/returns-orders";
import type { Database } from "@portal/db/schema";
import { ImportRejectedError } from "./import-rejected-error.ts";
import { importReturnRequestUpdates } from "../return-lifecycle/import-return-moves.ts";

/** Amounts arrive in major units; every currency the portal shows has two minor digits. */
const toMinor = (amount: number): number => Math.round(amount * 100);
const blankToNull = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/**
 * Stores one return order for its brand, matched by the brand's order id. The order is found
 * by `order_id` (created when missing), or else through the shipment named by `awb`. Every
 * awb must be a forward shipment of the brand already (import it under "shipments"), and of
 * that order. Items are matched by item id and never removed; given addresses replace the
 * stored ones. `previous_returns` and the `shipment_uuid` fields are not imported: the
 * portal records its own returns and hands out its own uuids.
 */
export async function importReturnOrder(
  db: Kysely<Database>,
  brandId: string,
  order: ImportReturnOrder,
  { now, path, currency }: { now: Date; path: string; currency: string },
): Promise<{ created: boolean }> {
  const awbs = [...new Set([order.awb, ...order.shipments.map((s) => s.awb)].map((a) => a.trim()).filter((a) => a !== ""))];
  const shipments = await findShipmentsByWaybills(db, brandId, awbs);
  const byWaybill = new Map(shipments.map((s) => [s.waybill ?? "", s]));
  const unknown = awbs.find((awb) => !byWaybill.has(awb));
  if (unknown !== undefined) {
    throw new ImportRejectedError(`${path}: the brand has no forward shipment "${unknown}". Import it under "shipments" first.`);
  }

  const orderRef = await orderRefOf(db, brandId, order, awbs, byWaybill, { now, path, currency });
  const foreign = shipments.find((s) => s.orderRef !== orderRef);
  if (foreign) throw new ImportRejectedError(`${path}: shipment "${foreign.waybill}" belongs to another order.`);

  const returnOrder = await upsertReturnOrder(db, brandId, { orderRef, captureImage: order.capture_image }, { now });
  const uuidByWaybill = new Map<string, string>();
  for (const [position, awb] of awbs.entries()) {
    const shipment = byWaybill.get(awb)!;
    uuidByWaybill.set(awb, await linkReturnOrderShipment(db, brandId, { returnOrderId: returnOrder.id, shipmentId: shipment.shipmentId, position }));
  }

  const itemIds = order.item_info.map((i) => i.id);
  const repeated = itemIds.find((id, index) => itemIds.indexOf(id) !== index);
  if (repeated !== undefined) throw new ImportRejectedError(`${path}.item_info: item id ${repeated} appears more than once.`);
  const owners = await findReturnItemOwners(db, brandId, itemIds);
  const taken = order.item_info.find((item) => (owners.get(item.id) ?? returnOrder.id) !== returnOrder.id);
  if (taken) throw new ImportRejectedError(`${path}: item ${taken.id} belongs to another order of this brand.`);
  const groupOf = new Map(order.shipments.flatMap((group) => group.item_ids.map((id) => [id, group.awb.trim()] as const)));
  const defaultAwb = order.awb.trim() || (awbs.length === 1 ? awbs[0] : undefined);
  await upsertReturnItems(
    db,
    brandId,
    returnOrder.id,
    order.item_info.map((item, position) => ({
      item_id: item.id,
      shipment_uuid: uuidByWaybill.get(groupOf.get(item.id) ?? defaultAwb ?? "") ?? null,
      title: item.title,
      sku: blankToNull(item.sku),
      image: blankToNull(item.image_url),
      price_minor: toMinor(item.price),
      quantity: item.quantity,
      eligible_quantity: item.eligible_quantity_can_be_return,
      store_credits_used_minor: toMinor(item.store_credits_used),
      final_amount_paid_minor: toMinor(item.final_amount_paid),
      collection_point_id: item.collection_point_id == null ? null : String(item.collection_point_id),
      inventory_quantity: item.inventory_quantity ?? null,
      total_variant_inventory_quantity: item.total_variant_inventory_quantity ?? null,
      position,
      category: blankToNull(item.category ?? ""),
    })),
  );

  if (order.addresses.length > 0) {
    await replaceReturnAddresses(
      db,
      brandId,
      returnOrder.id,
      order.addresses.map((a, position) => ({
        position,
        name: a.name,
        phone: blankToNull(a.phone),
        email: blankToNull(a.email),
        address: a.address,
        pincode: blankToNull(a.pincode),
        city: blankToNull(a.city),
        state: blankToNull(a.state),
        country: blankToNull(a.country),
      })),
    );
  }
  await importReturnRequestUpdates(db, { brandId, returnOrderId: returnOrder.id, updates: order.return_requests, now, path });
  return { created: returnOrder.created };
}

async function orderRefOf(
  db: Kysely<Database>,
  brandId: string,
  order: ImportReturnOrder,
  awbs: readonly string[],
  byWaybill: ReadonlyMap<string, ShipmentPointer>,
  { now, path, currency }: { now: Date; path: string; currency: string },
): Promise<string> {
  // "null" or "None" from a feed names no order, like a blank.
  const orderId = presentText(order.order_id);
  if (orderId === undefined) {
    const first = awbs[0];
    if (first === undefined) throw new ImportRejectedError(`${path}: give the order_id, or the awb of one of the order's shipments.`);
    return byWaybill.get(first)!.orderRef;
  }
  const contact = order.addresses[0];
  const paymentMethod = blankToNull(order.order_type) ?? undefined;
  const { id } = await upsertOrderByNumber(
    db,
    brandId,
    {
      orderId,
      given: { payment_method: paymentMethod },
      fallback: {
        order_date: now.toISOString(),
        // The schema fills a missing currency_code with INR, so it only decides for new orders.
        currency: order.currency_code ?? currency,
        total_minor: order.item_info.reduce((sum, item) => sum + toMinor(item.price) * item.quantity, 0),
        payment_method: paymentMethod ?? "PREPAID",
        customer_name: contact?.name ?? "",
        customer_phone: contact ? blankToNull(contact.phone) : null,
        customer_alternate_phone: null,
        customer_email: contact ? blankToNull(contact.email) : null,
        customer_address: contact ? blankToNull(contact.address) : null,
        customer_city: contact ? blankToNull(contact.city) : null,
        customer_state: contact ? blankToNull(contact.state) : null,
        customer_country: contact ? blankToNull(contact.country) : null,
        customer_pincode: contact ? blankToNull(contact.pincode) : null,
      },
    },
    { now },
  );
  return id;
}
