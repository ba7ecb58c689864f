import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, NewOrderRow, NewShipmentRow } from "../schema.ts";

// Upserts for imported orders, couriers and shipments. One rule throughout: a value the
// document gives replaces the stored one; a value it leaves out (undefined) keeps what is
// stored, and a new row gets the fallback. Every write is scoped by brand id.

type OrderFields = Required<Omit<NewOrderRow, "id" | "brand_id" | "order_id" | "created_at">>;
type ShipmentFields = Required<Omit<NewShipmentRow, "id" | "brand_id" | "waybill" | "created_at" | "updated_at">>;

export interface ImportedOrder {
  /** The brand's order number. */
  orderId: string;
  given: Partial<OrderFields>;
  /** Only for a new order, where `given` leaves a field out. */
  fallback: OrderFields;
}

/** The brand's order with this number, added or updated; returns its surrogate id. */
export async function upsertOrderByNumber(
  db: Kysely<Database>,
  brandId: string,
  order: ImportedOrder,
  { now }: { now: Date },
): Promise<{ id: string; created: boolean }> {
  const given = definedOnly(order.given);
  const inserted = await db
    .insertInto("orders")
    .values({ ...order.fallback, ...given, id: randomUUID(), brand_id: brandId, order_id: order.orderId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["brand_id", "order_id"]).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("order_id", "=", order.orderId)
    .executeTakeFirstOrThrow();
  if (!created && Object.keys(given).length > 0) {
    await db.updateTable("orders").set(given).where("id", "=", row.id).where("brand_id", "=", brandId).execute();
  }
  return { id: row.id, created };
}

export interface ImportedCourier {
  /** Stable within the brand: the feed's courier id, or its name. */
  key: string;
  name: string | undefined;
  logoUrl: string | undefined;
  accountCode: string | undefined;
}

/**
 * The brand's copy of a courier, added or updated. Imported couriers are per brand (the id
 * embeds the brand id), so one brand's feed can never rename or re-logo another brand's courier.
 */
export async function upsertBrandCourier(db: Kysely<Database>, brandId: string, courier: ImportedCourier): Promise<string> {
  const id = `import:${brandId}:${courier.key}`;
  const given = definedOnly({ name: courier.name, logo_url: courier.logoUrl, account_code: courier.accountCode });
  await db
    .insertInto("couriers")
    .values({ name: courier.key, logo_url: null, account_code: null, ...given, id })
    .onConflict((oc) => (Object.keys(given).length > 0 ? oc.column("id").doUpdateSet(given) : oc.column("id").doNothing()))
    .execute();
  return id;
}

export interface ImportedShipment {
  waybill: string;
  given: Partial<ShipmentFields> & Pick<ShipmentFields, "order_ref">;
  fallback: Omit<ShipmentFields, "order_ref">;
}

/** The brand's shipment with this waybill, added or updated. */
export async function upsertShipmentByWaybill(
  db: Kysely<Database>,
  brandId: string,
  shipment: ImportedShipment,
  { now }: { now: Date },
): Promise<{ id: string; created: boolean }> {
  const at = now.toISOString();
  const given = definedOnly(shipment.given);
  const inserted = await db
    .insertInto("shipments")
    .values({ ...shipment.fallback, ...given, order_ref: shipment.given.order_ref, id: randomUUID(), brand_id: brandId, waybill: shipment.waybill, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(["brand_id", "waybill"]).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  const row = await db
    .selectFrom("shipments")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("waybill", "=", shipment.waybill)
    .executeTakeFirstOrThrow();
  if (!created) {
    await db
      .updateTable("shipments")
      .set({ ...given, updated_at: at })
      .where("id", "=", row.id)
      .where("brand_id", "=", brandId)
      .execute();
  }
  return { id: row.id, created };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
