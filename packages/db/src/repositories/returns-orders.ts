import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { toOrder } from "./records.ts";
import { toReturnAddress, toReturnItem, type ReturnOrderRecord, type ReturnShipment } from "./returns-records.ts";
import { selectWhere } from "./select-where.ts";

// Return orders and the identifiers that lead to them. Every query is scoped by brand id: an
// identifier of another brand is simply "not found".

/** A forward shipment that an identifier (waybill, reference number) points at. */
export interface ShipmentPointer {
  shipmentId: string;
  orderRef: string;
  waybill: string | null;
  referenceNumber: string | null;
  securityKey: string | null;
}

/** The brand's return order of this order (`orders.id`), or undefined when it has none. */
export async function findReturnOrder(db: Kysely<Database>, brandId: string, orderRef: string): Promise<ReturnOrderRecord | undefined> {
  const head = await db
    .selectFrom("return_orders")
    .innerJoin("orders", (join) => join.onRef("orders.id", "=", "return_orders.order_ref").onRef("orders.brand_id", "=", "return_orders.brand_id"))
    .selectAll("orders")
    .select(["return_orders.id as return_order_id", "return_orders.capture_image"])
    .where("return_orders.brand_id", "=", brandId)
    .where("return_orders.order_ref", "=", orderRef)
    .executeTakeFirst();
  if (head === undefined) return undefined;
  const { return_order_id: returnOrderId, capture_image: captureImage, ...orderRow } = head;

  const [shipments, items, addresses] = await Promise.all([
    db
      .selectFrom("return_order_shipments")
      .innerJoin("shipments", (join) =>
        join.onRef("shipments.id", "=", "return_order_shipments.shipment_ref").onRef("shipments.brand_id", "=", "return_order_shipments.brand_id"),
      )
      .select([
        "return_order_shipments.uuid",
        "shipments.id as shipment_id",
        "shipments.waybill",
        "shipments.reference_number",
        "shipments.security_key",
        "shipments.order_type",
        "shipments.latest_code",
        "shipments.latest_scanned_at",
      ])
      .where("return_order_shipments.brand_id", "=", brandId)
      .where("return_order_shipments.return_order_id", "=", returnOrderId)
      .orderBy("return_order_shipments.position")
      .execute(),
    selectWhere(db, "return_order_items", { brand_id: brandId, return_order_id: returnOrderId }).orderBy("position").orderBy("item_id").execute(),
    selectWhere(db, "return_addresses", { brand_id: brandId, return_order_id: returnOrderId }).orderBy("position").execute(),
  ]);

  return {
    id: returnOrderId,
    brandId,
    captureImage: captureImage !== 0,
    order: toOrder(orderRow),
    shipments: shipments.map((s): ReturnShipment => ({
      uuid: s.uuid,
      shipmentId: s.shipment_id,
      waybill: s.waybill,
      referenceNumber: s.reference_number,
      securityKey: s.security_key,
      orderType: s.order_type,
      latestCode: s.latest_code,
      latestScannedAt: s.latest_scanned_at,
    })),
    items: items.map(toReturnItem),
    addresses: addresses.map(toReturnAddress),
  };
}

/** The brand's forward shipments with these waybills. */
export async function findShipmentsByWaybills(db: Kysely<Database>, brandId: string, waybills: readonly string[]): Promise<ShipmentPointer[]> {
  if (waybills.length === 0) return [];
  return pointers(db, brandId)
    .where("waybill", "in", [...waybills])
    .execute();
}

/** The brand's forward shipments with this reference number. */
export async function findShipmentsByReferenceNumber(db: Kysely<Database>, brandId: string, referenceNumber: string): Promise<ShipmentPointer[]> {
  return pointers(db, brandId).where("reference_number", "=", referenceNumber).execute();
}

/** `orders.id` of the brand's order with this order number. */
export async function findOrderRefByOrderId(db: Kysely<Database>, brandId: string, orderId: string): Promise<string | undefined> {
  const row = await db.selectFrom("orders").select("id").where("brand_id", "=", brandId).where("order_id", "=", orderId).executeTakeFirst();
  return row?.id;
}

/** The return order a `shipment_uuid` belongs to. */
export async function findReturnShipmentByUuid(
  db: Kysely<Database>,
  brandId: string,
  uuid: string,
): Promise<{ returnOrderId: string; orderRef: string; shipmentId: string } | undefined> {
  const row = await db
    .selectFrom("return_order_shipments")
    .innerJoin("return_orders", (join) =>
      join.onRef("return_orders.id", "=", "return_order_shipments.return_order_id").onRef("return_orders.brand_id", "=", "return_order_shipments.brand_id"),
    )
    .select(["return_orders.id as return_order_id", "return_orders.order_ref", "return_order_shipments.shipment_ref"])
    .where("return_order_shipments.brand_id", "=", brandId)
    .where("return_order_shipments.uuid", "=", uuid)
    .executeTakeFirst();
  return row && { returnOrderId: row.return_order_id, orderRef: row.order_ref, shipmentId: row.shipment_ref };
}

/**
 * Locks the return order's row until the transaction ends, so two requests for the same
 * order are checked one after the other (a no-op update: SQLite has no SELECT … FOR UPDATE).
 */
export async function lockReturnOrder(trx: Kysely<Database>, brandId: string, returnOrderId: string): Promise<void> {
  await trx
    .updateTable("return_orders")
    .set((eb) => ({ capture_image: eb.ref("capture_image") }))
    .where("brand_id", "=", brandId)
    .where("id", "=", returnOrderId)
    .execute();
}

function pointers(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom("shipments")
    .select(["id as shipmentId", "order_ref as orderRef", "waybill", "reference_number as referenceNumber", "security_key as securityKey"])
    .where("brand_id", "=", brandId)
    .where("is_reverse", "=", 0);
}

/** What a shopper can prove an order with: its contact details and its shipments' security keys. */
export interface OrderProofFacts {
  orderRef: string;
  orderDate: string;
  phones: Array<string | null>;
  email: string | null;
  /** Security keys of the order's forward shipments. */
  securityKeys: Array<string | null>;
}

/** Proof facts of the brand's orders, newest order first. */
export async function findOrderProofFacts(db: Kysely<Database>, brandId: string, orderRefs: readonly string[]): Promise<OrderProofFacts[]> {
  if (orderRefs.length === 0) return [];
  const [orders, keys] = await Promise.all([
    db
      .selectFrom("orders")
      .select(["id", "order_date", "customer_phone", "customer_alternate_phone", "customer_email"])
      .where("brand_id", "=", brandId)
      .where("id", "in", [...orderRefs])
      .orderBy("order_date", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("shipments")
      .select(["order_ref", "security_key"])
      .where("brand_id", "=", brandId)
      .where("is_reverse", "=", 0)
      .where("order_ref", "in", [...orderRefs])
      .execute(),
  ]);
  return orders.map((o) => ({
    orderRef: o.id,
    orderDate: o.order_date,
    phones: [o.customer_phone, o.customer_alternate_phone],
    email: o.customer_email,
    securityKeys: keys.filter((k) => k.order_ref === o.id).map((k) => k.security_key),
  }));
}

/**
 * A real order of the brand to read in place of one that was not found: the order of the
 * brand's first shipment whose waybill sorts at or after `near` (none past the last one).
 * Its proof facts are read and checked as a hit's would be, so a miss takes as long.
 */
export async function findDecoyOrderRef(db: Kysely<Database>, brandId: string, near: string): Promise<string | undefined> {
  const after = await db
    .selectFrom("shipments")
    .select("order_ref")
    .where("brand_id", "=", brandId)
    .where("waybill", ">=", near)
    .orderBy("waybill")
    .limit(1)
    .executeTakeFirst();
  return after?.order_ref;
}
