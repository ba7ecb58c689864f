import type { Kysely } from "kysely";
import {
  deleteScansOfShipments,
  findOrdersByIds,
  findStoredShipmentIds,
  insertOrdersIfAbsent,
  insertScansIfAbsent,
  insertShipmentsIfAbsent,
  updateOrderColumns,
  updateShipmentColumns,
} from "./import-shipment-batches.ts";
import type { Database, NewOrderRow, NewScanRow, NewShipmentRow } from "../schema.ts";

/** One brand's orders, shipments and scans with fixed ids (the demo seed's, the test fixtures'). */
export interface FixedIdRows {
  orders: NewOrderRow[];
  shipments: NewShipmentRow[];
  scans: NewScanRow[];
}

/**
 * Writes one brand's orders, shipments and scans with fixed ids (the demo's, the test
 * fixtures') through the import's own statements, the one write path of these tables: new rows
 * inserted, stored ones overwritten, since their times move with `now`; the scan history is
 * replaced for the same reason. latest_* must come from newestScans. Parents before children.
 */
export async function writeFixedIdRows(db: Kysely<Database>, brandId: string, rows: FixedIdRows): Promise<void> {
  const storedOrders = new Set(
    (
      await findOrdersByIds(
        db,
        brandId,
        rows.orders.map((o) => o.id),
      )
    ).map((o) => o.id),
  );
  await insertOrdersIfAbsent(
    db,
    rows.orders.filter((o) => !storedOrders.has(o.id)),
  );
  for (const { id, brand_id: _, ...columns } of rows.orders) if (storedOrders.has(id)) await updateOrderColumns(db, brandId, id, columns);

  const shipmentIds = rows.shipments.map((s) => s.id);
  const storedShipments = await findStoredShipmentIds(db, brandId, shipmentIds);
  await insertShipmentsIfAbsent(
    db,
    rows.shipments.filter((s) => !storedShipments.has(s.id)),
  );
  for (const { id, brand_id: _, ...columns } of rows.shipments) if (storedShipments.has(id)) await updateShipmentColumns(db, brandId, id, columns);

  await deleteScansOfShipments(db, shipmentIds);
  await insertScansIfAbsent(db, rows.scans);
}
