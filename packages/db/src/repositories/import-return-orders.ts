import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { NewReturnAddressRow, NewReturnOrderItemRow, NewReturnOrderRow, NewReturnOrderShipmentRow, NewReturnVariantRow } from "../schema-returns.ts";
import type { Database } from "../schema.ts";
import { fromExcluded, statementSlices } from "./upsert-rows.ts";

// Writes of imported return orders into the returns area's tables. Every write is scoped by
// brand id; rows are matched by their natural keys so an import can be repeated.

/** The brand's return order of this order (`orders.id`), added or updated; returns its id. */
export async function upsertReturnOrder(
  db: Kysely<Database>,
  brandId: string,
  { orderRef, captureImage }: { orderRef: string; captureImage: boolean },
  { now }: { now: Date },
): Promise<{ id: string; created: boolean }> {
  const capture_image = captureImage ? 1 : 0;
  const inserted = await db
    .insertInto("return_orders")
    .values({ id: randomUUID(), brand_id: brandId, order_ref: orderRef, capture_image, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["brand_id", "order_ref"]).doNothing())
    .executeTakeFirst();
  const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  const row = await db.selectFrom("return_orders").select("id").where("brand_id", "=", brandId).where("order_ref", "=", orderRef).executeTakeFirstOrThrow();
  if (!created) await db.updateTable("return_orders").set({ capture_image }).where("id", "=", row.id).where("brand_id", "=", brandId).execute();
  return { id: row.id, created };
}

/**
 * Links a forward shipment to the return order and returns its public `shipment_uuid`,
 * keeping the uuid it already had, so links handed out earlier stay valid.
 */
export async function linkReturnOrderShipment(
  db: Kysely<Database>,
  brandId: string,
  { returnOrderId, shipmentId, position }: { returnOrderId: string; shipmentId: string; position: number },
): Promise<string> {
  await db
    .insertInto("return_order_shipments")
    .values({ uuid: randomUUID(), brand_id: brandId, return_order_id: returnOrderId, shipment_ref: shipmentId, position })
    .onConflict((oc) => oc.columns(["brand_id", "shipment_ref"]).doUpdateSet({ return_order_id: returnOrderId, position }))
    .execute();
  const row = await db
    .selectFrom("return_order_shipments")
    .select("uuid")
    .where("brand_id", "=", brandId)
    .where("shipment_ref", "=", shipmentId)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

/** Which return order each of these item ids already belongs to. */
export async function findReturnItemOwners(db: Kysely<Database>, brandId: string, itemIds: readonly number[]): Promise<Map<number, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("return_order_items")
    .select(["item_id", "return_order_id"])
    .where("brand_id", "=", brandId)
    .where("item_id", "in", [...itemIds])
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.return_order_id]));
}

export type ImportedReturnItem = Omit<NewReturnOrderItemRow, "id" | "brand_id" | "return_order_id">;

/** A return item's data columns: what an import or the demo seed refreshes on a repeat run. */
export const RETURN_ITEM_DATA_COLUMNS = [
  "shipment_uuid",
  "title",
  "sku",
  "image",
  "price_minor",
  "quantity",
  "eligible_quantity",
  "store_credits_used_minor",
  "final_amount_paid_minor",
  "collection_point_id",
  "inventory_quantity",
  "total_variant_inventory_quantity",
  "position",
  "category",
] as const satisfies ReadonlyArray<keyof ImportedReturnItem>;

/** Adds or updates the return order's items by item id. Items the list leaves out stay. */
export async function upsertReturnItems(db: Kysely<Database>, brandId: string, returnOrderId: string, items: readonly ImportedReturnItem[]): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto("return_order_items")
    .values(items.map((item) => ({ ...item, id: randomUUID(), brand_id: brandId, return_order_id: returnOrderId })))
    .onConflict((oc) => oc.columns(["brand_id", "item_id"]).doUpdateSet((eb) => fromExcluded(eb, RETURN_ITEM_DATA_COLUMNS)))
    .execute();
}

export type ImportedReturnAddress = Omit<NewReturnAddressRow, "id" | "brand_id" | "return_order_id">;

/** Makes the return order's pickup addresses exactly these (requests keep their own copies). */
export async function replaceReturnAddresses(
  db: Kysely<Database>,
  brandId: string,
  returnOrderId: string,
  addresses: readonly ImportedReturnAddress[],
): Promise<void> {
  await db.deleteFrom("return_addresses").where("brand_id", "=", brandId).where("return_order_id", "=", returnOrderId).execute();
  if (addresses.length === 0) return;
  await db
    .insertInto("return_addresses")
    .values(addresses.map((address) => ({ ...address, id: randomUUID(), brand_id: brandId, return_order_id: returnOrderId })))
    .execute();
}

// Rows with fixed ids (the demo seed's, the test fixtures'): upserted by id, so a repeated
// seed overwrites its own rows, whose times move with `now`.

/** Return orders by id; a stored one takes the given capture flag and creation time. */
export async function upsertFixedIdReturnOrders(db: Kysely<Database>, rows: readonly NewReturnOrderRow[]): Promise<void> {
  for (const part of statementSlices(rows)) {
    await db
      .insertInto("return_orders")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, ["capture_image", "created_at"])))
      .execute();
  }
}

/** Links forward shipments to return orders; a shipment already linked keeps its link and uuid. */
export async function linkReturnOrderShipmentsIfAbsent(db: Kysely<Database>, links: readonly NewReturnOrderShipmentRow[]): Promise<void> {
  for (const part of statementSlices(links)) {
    await db
      .insertInto("return_order_shipments")
      .values(part)
      .onConflict((oc) => oc.columns(["brand_id", "shipment_ref"]).doNothing())
      .execute();
  }
}

/** The brand's return shipment uuid of each linked forward shipment id. */
export async function findReturnShipmentUuids(db: Kysely<Database>, brandId: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom("return_order_shipments").select(["uuid", "shipment_ref"]).where("brand_id", "=", brandId).execute();
  return new Map(rows.map((row) => [row.shipment_ref, row.uuid]));
}

/** Return items by id, their data columns refreshed. */
export async function upsertFixedIdReturnItems(db: Kysely<Database>, rows: readonly NewReturnOrderItemRow[]): Promise<void> {
  for (const part of statementSlices(rows)) {
    await db
      .insertInto("return_order_items")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, RETURN_ITEM_DATA_COLUMNS)))
      .execute();
  }
}

/** An item's exchange variants by id (the import format has none: only the demo and fixtures write them). */
export async function upsertFixedIdReturnVariants(db: Kysely<Database>, rows: readonly NewReturnVariantRow[]): Promise<void> {
  for (const part of statementSlices(rows)) {
    await db
      .insertInto("return_variants")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, ["title", "inventory_quantity", "position"])))
      .execute();
  }
}

/** Pickup addresses by id. */
export async function upsertFixedIdReturnAddresses(db: Kysely<Database>, rows: readonly NewReturnAddressRow[]): Promise<void> {
  const columns = ["name", "phone", "email", "address", "pincode", "city", "state", "country", "position"] as const;
  for (const part of statementSlices(rows)) {
    await db
      .insertInto("return_addresses")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, columns)))
      .execute();
  }
}
