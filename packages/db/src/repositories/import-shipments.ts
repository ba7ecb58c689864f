import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, NewOrderRow, NewShipmentRow } from "../schema.ts";
import { insertOrdersIfAbsent } from "./import-shipment-batches.ts";

// Upserts for imported orders and couriers, and the shape of an imported shipment (written in
// batches by import-shipment-batches.ts). One rule throughout: a value the document gives
// replaces the stored one; a value it leaves out (undefined) keeps what is stored, and a new
// row gets the fallback. Every write is scoped by brand id. Each says
// whether it changed anything, so a repeated feed counts as "unchanged".

type OrderFields = Required<Omit<NewOrderRow, "id" | "brand_id" | "order_id" | "created_at">>;
type ShipmentFields = Required<Omit<NewShipmentRow, "id" | "brand_id" | "waybill" | "created_at" | "updated_at">>;

export interface Upserted {
  id: string;
  created: boolean;
  /** Created, or a stored value differed from the one given. */
  changed: boolean;
}

export interface ImportedOrder {
  /** The brand's order number. */
  orderId: string;
  given: Partial<OrderFields>;
  /** Only for a new order, where `given` leaves a field out. */
  fallback: OrderFields;
}

/** The brand's order with this number, added or updated; returns its surrogate id. */
export async function upsertOrderByNumber(db: Kysely<Database>, brandId: string, order: ImportedOrder, { now }: { now: Date }): Promise<Upserted> {
  const given = definedOnly(order.given);
  const stored = await db.selectFrom("orders").selectAll().where("brand_id", "=", brandId).where("order_id", "=", order.orderId).executeTakeFirst();
  if (stored) return { id: stored.id, created: false, changed: await updateOrderFields(db, brandId, stored, given) };
  const id = randomUUID();
  const inserted = await insertOrdersIfAbsent(db, [
    { ...order.fallback, ...given, id, brand_id: brandId, order_id: order.orderId, created_at: now.toISOString() },
  ]);
  if (inserted > 0) return { id, created: true, changed: true };
  // Another import created it between our read and our insert.
  return upsertOrderByNumber(db, brandId, order, { now });
}

async function updateOrderFields(db: Kysely<Database>, brandId: string, stored: Record<string, unknown>, given: Partial<OrderFields>): Promise<boolean> {
  const changes = differing(stored, given);
  if (Object.keys(changes).length === 0) return false;
  await db
    .updateTable("orders")
    .set(changes)
    .where("id", "=", stored.id as string)
    .where("brand_id", "=", brandId)
    .execute();
  return true;
}

export interface ImportedCourier {
  /** Stable within the brand: the feed's courier id, or its name. */
  key: string;
  name: string | undefined;
  logoUrl: string | undefined;
  accountCode: string | undefined;
  timeZone?: string | undefined;
}

/** The id of the brand's copy of a courier with this key. */
export const brandCourierId = (brandId: string, key: string): string => `import:${brandId}:${key}`;

/**
 * The brand's copy of a courier, added or updated. Imported couriers are per brand (the id
 * embeds the brand id), so one brand's feed can never rename or re-logo another brand's courier.
 */
export async function upsertBrandCourier(db: Kysely<Database>, brandId: string, courier: ImportedCourier): Promise<Upserted> {
  const id = brandCourierId(brandId, courier.key);
  const given = definedOnly({ name: courier.name, logo_url: courier.logoUrl, account_code: courier.accountCode, time_zone: courier.timeZone });
  const stored = await db.selectFrom("couriers").selectAll().where("id", "=", id).executeTakeFirst();
  if (stored) {
    const changes = differing(stored, given);
    if (Object.keys(changes).length > 0) await db.updateTable("couriers").set(changes).where("id", "=", id).execute();
    return { id, created: false, changed: Object.keys(changes).length > 0 };
  }
  await db
    .insertInto("couriers")
    // A courier known only by its id gets no name (never the bare id); its catalogue entry names it.
    .values({ name: "", logo_url: null, account_code: null, time_zone: null, ...given, id })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return { id, created: true, changed: true };
}

export interface ImportedShipment {
  waybill: string;
  given: Partial<ShipmentFields> & Pick<ShipmentFields, "order_ref">;
  fallback: Omit<ShipmentFields, "order_ref">;
}

/** The given values only (undefined means "not given": keep what is stored). */
export function definedOnly<T extends object>(value: T): Partial<T> {
  // Plain loops: an import calls these several times per shipment.
  const given: Record<string, unknown> = {};
  for (const key in value) if (value[key] !== undefined) given[key] = value[key];
  return given as Partial<T>;
}

/** The given values that differ from the stored row (numbers and text compared as stored). */
export function differing<T extends object>(stored: Record<string, unknown>, given: T): Partial<T> {
  const changes: Record<string, unknown> = {};
  for (const key in given) {
    const value: unknown = given[key];
    const was = stored[key];
    if (was !== value && !(was != null && value != null && String(was) === String(value))) changes[key] = value;
  }
  return changes as Partial<T>;
}
