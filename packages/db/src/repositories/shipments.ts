import { sql, type Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { toCourier, toOrder, toScan, toShipment, type Courier, type OrderShipments, type Scan, type ShipmentDetail } from "./records.ts";
import { preparedQuery } from "../prepared-query.ts";
import { selectWhere } from "./select-where.ts";

// Every query here is scoped by brand id: a waybill or order number of another brand is
// simply "not found", never returned.

// A waybill's lookup runs on every tracking request: its queries are compiled once. It seeks
// the brand's first shipment at or after the waybill (one seek in the brand-and-waybill unique
// index): the shipment itself, or for a waybill that matches nothing a decoy, another real
// shipment of the brand, whose reads and objects a miss then makes too. So a hit and a miss
// run the same queries over real rows, and the time taken does not tell a guesser whether the
// waybill exists, nor, on a brand that checks keys, a wrong key from an unknown waybill
// (docs/security.md; measured by `pnpm bench:wrong-key`).
const shipmentAtOrAfterWaybill = preparedQuery((db, brandId, waybill) =>
  // LIMIT written into the SQL, not bound: SQLite plans a bound LIMIT as unknown and the seek
  // took several times as long (`pnpm bench:wrong-key`).
  db.selectFrom("shipments").selectAll().where("brand_id", "=", brandId).where("waybill", ">=", waybill).orderBy("waybill").limit(sql.lit(1)),
);
const orderOfShipment = preparedQuery((db, orderRef, brandId) =>
  db.selectFrom("orders").selectAll().where("id", "=", orderRef).where("brand_id", "=", brandId),
);
const courierById = preparedQuery((db, courierId) => db.selectFrom("couriers").selectAll().where("id", "=", courierId));
// ISO-8601 UTC text sorts chronologically; code breaks ties between same-second scans.
const scansOfShipment = preparedQuery((db, shipmentId) =>
  db.selectFrom("scans").selectAll().where("shipment_id", "=", shipmentId).orderBy("scanned_at", "desc").orderBy("code", "desc"),
);

/** Stands in for a waybill that was not found when the brand has no shipment after it: no row has these ids. */
const NO_SHIPMENT_ROW = {
  id: "00000000-0000-0000-0000-000000000000",
  order_ref: "00000000-0000-0000-0000-000000000000",
  courier_id: "00000000-0000-0000-0000-000000000000",
};

/** The brand's shipment with this waybill, with courier, order and scans (newest first). */
export async function findShipmentByWaybill(db: Kysely<Database>, brandId: string, waybill: string): Promise<ShipmentDetail | undefined> {
  const [atOrAfter] = await shipmentAtOrAfterWaybill(db, brandId, waybill);
  const row = atOrAfter?.waybill === waybill ? atOrAfter : undefined;
  const read = atOrAfter ?? NO_SHIPMENT_ROW;
  const [[orderRow], [courierRow], scanRows] = await Promise.all([
    orderOfShipment(db, read.order_ref, brandId),
    read.courier_id === null ? [] : courierById(db, read.courier_id),
    scansOfShipment(db, read.id),
  ]);
  const detail =
    orderRow === undefined || !("waybill" in read)
      ? undefined
      : { shipment: toShipment(read), courier: courierRow ? toCourier(courierRow) : null, order: toOrder(orderRow), scans: scanRows.map(toScan) };
  if (row === undefined) return undefined;
  if (detail === undefined) throw new Error(`Shipment ${row.id} names order ${row.order_ref}, which is not stored`);
  return detail;
}

/** Stands in for an order that was not found when the brand has no order after it: no row has this id. */
const NO_ORDER_ID = "00000000-0000-0000-0000-000000000000";

/**
 * The brand's order with this order number and all its shipments (oldest shipment first),
 * including those without a waybill yet. Undefined when the brand has no such order.
 *
 * Like the waybill lookup, it seeks the brand's first order at or after the number asked for:
 * the order itself, or for a number that matches nothing a decoy (the brand's next order),
 * whose shipments, couriers and scans a miss then reads too. So a hit and a miss run the same
 * queries over real rows, and the time taken does not tell a guesser whether the order exists
 * (issue 32 item 6; `track-order-existence.test.ts`).
 */
export async function findShipmentsByOrderId(db: Kysely<Database>, brandId: string, orderId: string): Promise<OrderShipments | undefined> {
  // One statement, two seeks in the brand-and-order-id index: the first order at or after the
  // number (tier 0) and the brand's last order (tier 1). A number past the last order then
  // reads the last one as its decoy, with the same statements as a hit.
  const atOrAfterQuery = db
    .selectFrom("orders")
    .selectAll()
    .select(sql<number>`0`.as("tier"))
    .where("brand_id", "=", brandId)
    .where("order_id", ">=", orderId)
    .orderBy("order_id")
    .limit(sql.lit(1));
  const lastQuery = db
    .selectFrom("orders")
    .selectAll()
    .select(sql<number>`1`.as("tier"))
    .where("brand_id", "=", brandId)
    .orderBy("order_id", "desc")
    .limit(sql.lit(1));
  const seeks = await db
    .selectFrom(atOrAfterQuery.as("at_or_after"))
    .selectAll()
    .unionAll(db.selectFrom(lastQuery.as("last_order")).selectAll())
    .execute();
  const atOrAfterRow = seeks.find((r) => Number(r.tier) === 0);
  const decoyOrHit = atOrAfterRow ?? seeks[0];
  const atOrAfter = decoyOrHit && withoutTier(decoyOrHit);
  const read = atOrAfter?.id ?? NO_ORDER_ID;
  const rows = await selectWhere(db, "shipments", { brand_id: brandId, order_ref: read }).orderBy("created_at").orderBy("id").execute();
  const [couriers, scansByShipment] = await Promise.all([
    couriersById(
      db,
      rows.map((r) => r.courier_id),
    ),
    scansNewestFirst(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const found = atOrAfter && {
    order: toOrder(atOrAfter),
    shipments: rows.map((row) => ({
      shipment: toShipment(row),
      courier: (row.courier_id !== null && couriers.get(row.courier_id)) || null,
      scans: scansByShipment.get(row.id) ?? [],
    })),
  };
  return atOrAfterRow?.order_id === orderId ? found : undefined;
}

function withoutTier<T extends { tier: number }>(row: T): Omit<T, "tier"> {
  const { tier: _tier, ...rest } = row;
  return rest;
}

export interface ScanInput {
  code: number;
  status: string;
  description: string;
  location?: string | null;
  remark?: string | null;
  /** NDR or failed-pickup reason code of a failure scan. */
  reasonCode?: number | null;
  /** A Date or any string `Date` parses; stored as ISO-8601 UTC so scans sort as text (toIsoTimestamp). */
  scannedAt: Date | string;
}

export function toIsoTimestamp(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a timestamp: ${String(value)}`);
  return date.toISOString();
}

async function couriersById(db: Kysely<Database>, ids: ReadonlyArray<string | null>): Promise<Map<string, Courier>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  // Asked even for none (an id no row has), so an order lookup's statements do not depend on its data.
  const rows = await db
    .selectFrom("couriers")
    .selectAll()
    .where("id", "in", wanted.length > 0 ? wanted : [NO_ORDER_ID])
    .execute();
  return new Map(rows.map((row) => [row.id, toCourier(row)]));
}

async function scansNewestFirst(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<Map<string, Scan[]>> {
  const byShipment = new Map<string, Scan[]>();
  const rows = await db
    .selectFrom("scans")
    .selectAll()
    .where("shipment_id", "in", shipmentIds.length > 0 ? shipmentIds : [NO_ORDER_ID])
    // ISO-8601 UTC text sorts chronologically; code breaks ties between same-second scans.
    .orderBy("scanned_at", "desc")
    .orderBy("code", "desc")
    .execute();
  for (const row of rows) {
    const list = byShipment.get(row.shipment_id);
    if (list) list.push(toScan(row));
    else byShipment.set(row.shipment_id, [toScan(row)]);
  }
  return byShipment;
}
