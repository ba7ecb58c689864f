import { orderedUuid } from "./ordered-id.ts";
import type { Kysely } from "kysely";
import {
  findOrdersByIds,
  findOrdersByNumbers,
  findScansOfShipments,
  findShipmentsByWaybills,
  insertOrdersIfAbsent,
  insertScansIfAbsent,
  insertShipmentsIfAbsent,
  updateOrderColumns,
  updateScanColumns,
  updateShipmentColumns,
} from "@portal/db/repositories/import-shipment-batches";
import { brandCourierId, definedOnly, differing } from "@portal/db/repositories/import-shipments";
import type { Database, NewScanRow, OrderRow, ScanRow, ShipmentRow } from "@portal/db/schema";
import type { CourierCache } from "./courier-cache.ts";
import { newestScans } from "@portal/db/latest-scan";
import { matchScans } from "./scan-match.ts";
import { storedTimestamp, type ShipmentImportRows } from "./shipment-import-rows.ts";

/** One valid shipment of the document, its times resolved, waiting for its batch. */
export interface PendingShipment {
  brandId: string;
  waybill: string;
  rows: ShipmentImportRows;
}

export type ShipmentOutcome = "created" | "updated" | "unchanged";

export interface WrittenShipment {
  outcome: ShipmentOutcome;
  scansAdded: number;
}

/** Another writer created an order or shipment of the batch between our read and our insert: redo the batch. */
export class BatchRaceError extends Error {
  override name = "BatchRaceError";
}

interface OrderState {
  row: OrderRow;
  isNew: boolean;
  changes: Partial<OrderRow>;
}

const key = (brandId: string, id: string) => `${brandId}\u0000${id}`;

/**
 * Writes a batch of shipments with a few set-at-a-time statements: reads the stored shipments,
 * orders, couriers and scans the batch touches, works out every change in memory in document
 * order (so the result is the one a shipment-by-shipment upsert gives), then inserts the new
 * rows in multi-row statements and updates only the rows that differ. The newest scan and
 * failure reason are worked out here too, so a new shipment is written once.
 * Each waybill appears at most once per brand in a batch.
 */
export async function writeShipmentBatch(
  db: Kysely<Database>,
  batch: readonly PendingShipment[],
  couriers: CourierCache,
  { now }: { now: Date },
): Promise<WrittenShipment[]> {
  const at = now.toISOString();
  const stored = await storedShipments(db, batch);
  await couriers.load(
    db,
    batch.flatMap((s) => (s.rows.courier ? [brandCourierId(s.brandId, s.rows.courier.key)] : [])),
  );
  const orders = await storedOrders(db, batch, stored);
  const storedScans = await scansByShipment(
    db,
    [...stored.values()].map((s) => s.id),
  );

  const newOrders: OrderRow[] = [];
  const newShipments: ShipmentRow[] = [];
  const newScans: NewScanRow[] = [];
  const shipmentUpdates: Array<{ brandId: string; id: string; changes: Partial<ShipmentRow> }> = [];
  const scanUpdates: Array<{ shipmentId: string; id: string; changes: Partial<ScanRow> }> = [];
  const written: WrittenShipment[] = [];

  for (const { brandId, waybill, rows } of batch) {
    const previous = stored.get(key(brandId, waybill));
    // An update older than the newest applied (or that same event again) adds scans and changes
    // no field: not the order, the courier nor the EDD.
    const isStale = previous !== undefined && isOlderEvent(previous, rows.event);
    const courier = isStale ? undefined : rows.courier && couriers.upsert(brandId, rows.courier);

    // The order: the stored shipment's own when the document names none, else by number.
    const orderGiven = definedOnly(rows.order.given);
    let order = isStale
      ? undefined
      : rows.order.orderId === undefined && previous
        ? orders.byId.get(previous.order_ref)
        : orders.byNumber.get(key(brandId, rows.order.orderId ?? waybill));
    let orderChanged = true;
    if (order) orderChanged = applyChanges(order, orderGiven);
    else if (!isStale) {
      const orderId = rows.order.orderId ?? waybill;
      order = {
        row: { ...rows.order.fallback, ...orderGiven, id: orderedUuid(), brand_id: brandId, order_id: orderId, created_at: at } as OrderRow,
        isNew: true,
        changes: {},
      };
      orders.byNumber.set(key(brandId, orderId), order);
      orders.byId.set(order.row.id, order);
      newOrders.push(order.row);
    }

    const given: Partial<ShipmentRow> = definedOnly(rows.shipment.given);
    if (order) given.order_ref = order.row.id;
    if (courier) given.courier_id = courier.id;
    const shipmentId = previous?.id ?? orderedUuid();

    // Scans not stored yet (nor the same scan from another path), and corrections of stored ones.
    const known = storedScans.get(shipmentId) ?? [];
    const sent: NewScanRow[] = rows.scans.map((scan) => ({
      id: orderedUuid(),
      shipment_id: shipmentId,
      code: scan.code,
      status: scan.status,
      description: scan.description,
      location: scan.location ?? "",
      remark: scan.remark ?? null,
      reason_code: scan.reasonCode ?? null,
      scanned_at: storedTimestamp(scan.scannedAt),
    }));
    const { added, updates } = matchScans(known, sent);
    for (const { row, changes } of updates) {
      Object.assign(row, changes);
      scanUpdates.push({ shipmentId, id: row.id, changes });
    }
    newScans.push(...added);
    const latest = added.length > 0 || updates.length > 0 || rows.scans.length === 0 ? newestScans([...known, ...added]) : undefined;

    // A stale update may still fill what nothing has set yet; it never overwrites.
    const fields: Partial<ShipmentRow> = isStale ? gapsOnly(previous, given) : { ...given, ...newerEvent(previous, rows.event) };

    if (previous) {
      const changes = differing(previous, fields);
      const shipmentChanged = Object.keys(changes).length > 0;
      if (shipmentChanged || latest) shipmentUpdates.push({ brandId, id: previous.id, changes: { ...changes, ...latest, updated_at: at } });
      const changed = shipmentChanged || (order !== undefined && orderChanged) || Boolean(courier?.changed) || added.length > 0 || updates.length > 0;
      written.push({ outcome: changed ? "updated" : "unchanged", scansAdded: added.length });
    } else {
      newShipments.push({
        ...rows.shipment.fallback,
        ...fields,
        order_ref: order?.row.id ?? "",
        ...latest,
        id: shipmentId,
        brand_id: brandId,
        waybill,
        created_at: at,
        updated_at: at,
      } as ShipmentRow);
      written.push({ outcome: "created", scansAdded: added.length });
    }
  }

  // Parents before children: couriers and orders, then shipments, then scans.
  await couriers.flush(db);
  if ((await insertOrdersIfAbsent(db, newOrders)) < newOrders.length) throw new BatchRaceError("an order of the batch was created meanwhile");
  for (const order of orders.byId.values()) {
    if (!order.isNew && Object.keys(order.changes).length > 0) await updateOrderColumns(db, order.row.brand_id, order.row.id, order.changes);
  }
  if ((await insertShipmentsIfAbsent(db, newShipments)) < newShipments.length) throw new BatchRaceError("a shipment of the batch was created meanwhile");
  for (const update of shipmentUpdates) await updateShipmentColumns(db, update.brandId, update.id, update.changes);
  for (const update of scanUpdates) await updateScanColumns(db, update.shipmentId, update.id, update.changes);
  await insertScansIfAbsent(db, newScans);
  return written;
}

type SourceEvent = ShipmentImportRows["event"];

/** The given values for columns the stored row has empty (null or blank). */
function gapsOnly(stored: ShipmentRow, given: Partial<ShipmentRow>): Partial<ShipmentRow> {
  const gaps: Record<string, unknown> = {};
  for (const key in given) {
    const was = (stored as unknown as Record<string, unknown>)[key];
    if (key !== "order_ref" && (was === null || was === "")) gaps[key] = (given as Record<string, unknown>)[key];
  }
  return gaps as Partial<ShipmentRow>;
}

/** Whether an update is older than the newest applied to the shipment, or that same event again. */
function isOlderEvent(stored: ShipmentRow, event: SourceEvent): boolean {
  if (event.id !== undefined && event.id === stored.event_id) return true;
  return event.at !== undefined && stored.event_at !== null && event.at < stored.event_at;
}

/** The event columns after applying a (not older) update: its time and id where it gives them. */
function newerEvent(stored: ShipmentRow | undefined, event: SourceEvent): Pick<ShipmentRow, "event_at" | "event_id"> | Record<string, never> {
  if (event.at === undefined) return event.id === undefined ? {} : { event_at: stored?.event_at ?? null, event_id: event.id };
  return { event_at: event.at, event_id: event.id ?? null };
}

/** Applies the given values to an order met before; true when one differed. */
function applyChanges(order: OrderState, given: Partial<OrderRow>): boolean {
  const changes = differing(order.row, given);
  if (Object.keys(changes).length === 0) return false;
  Object.assign(order.row, changes);
  if (!order.isNew) Object.assign(order.changes, changes);
  return true;
}

/** Groups values by brand id. */
function byBrand<T>(items: Iterable<T>, brandOf: (item: T) => string, valueOf: (item: T) => string | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const value = valueOf(item);
    if (value === undefined) continue;
    const group = groups.get(brandOf(item));
    if (group) group.push(value);
    else groups.set(brandOf(item), [value]);
  }
  return groups;
}

async function storedShipments(db: Kysely<Database>, batch: readonly PendingShipment[]): Promise<Map<string, ShipmentRow>> {
  const found = new Map<string, ShipmentRow>();
  for (const [brandId, waybills] of byBrand(
    batch,
    (s) => s.brandId,
    (s) => s.waybill,
  )) {
    for (const row of await findShipmentsByWaybills(db, brandId, waybills)) found.set(key(brandId, row.waybill ?? ""), row);
  }
  return found;
}

async function storedOrders(db: Kysely<Database>, batch: readonly PendingShipment[], stored: Map<string, ShipmentRow>) {
  const byNumber = new Map<string, OrderState>();
  const byId = new Map<string, OrderState>();
  const remember = (row: OrderRow) => {
    const state = byId.get(row.id) ?? { row, isNew: false, changes: {} };
    byId.set(row.id, state);
    byNumber.set(key(row.brand_id, row.order_id), state);
  };
  const ownOrder = (s: PendingShipment) => (s.rows.order.orderId === undefined ? stored.get(key(s.brandId, s.waybill))?.order_ref : undefined);
  const numbers = byBrand(
    batch,
    (s) => s.brandId,
    (s) => (ownOrder(s) === undefined ? (s.rows.order.orderId ?? s.waybill) : undefined),
  );
  for (const [brandId, orderIds] of numbers) for (const row of await findOrdersByNumbers(db, brandId, [...new Set(orderIds)])) remember(row);
  for (const [brandId, ids] of byBrand(batch, (s) => s.brandId, ownOrder))
    for (const row of await findOrdersByIds(db, brandId, [...new Set(ids)])) remember(row);
  return { byNumber, byId };
}

async function scansByShipment(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<Map<string, ScanRow[]>> {
  const found = new Map<string, ScanRow[]>();
  if (shipmentIds.length === 0) return found;
  for (const row of await findScansOfShipments(db, shipmentIds)) {
    const list = found.get(row.shipment_id);
    if (list) list.push(row);
    else found.set(row.shipment_id, [row]);
  }
  return found;
}
