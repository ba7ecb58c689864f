import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/** The desk's filter, already resolved to stored values (times are UTC instants). */
export interface ReturnDeskListFilter {
  brandId: string;
  stage?: string;
  createdFrom?: string;
  createdBefore?: string;
  reasonId?: number;
  refundMode?: string;
  pickupType?: string;
  /** The brand's own order number. */
  orderId?: string;
  /** The request's AWB, its reverse pickup's waybill or the exchange's new waybill. */
  waybill?: string;
  /** A phone number or an e-mail address, matched exactly. */
  contact?: string;
}

export interface ReturnDeskCursor {
  createdAt: string;
  id: string;
}

export interface ReturnDeskListRow {
  id: string;
  orderId: string;
  kind: string;
  stage: string;
  pickupType: string;
  refundMode: string | null;
  awb: string | null;
  customer: string;
  createdAt: string;
  lines: number;
}

/**
 * One page of the brand's return requests, newest first, after `cursor` (keyset on
 * created_at, id, which migration 0077's indexes hold per brand, per stage, refund mode and
 * pickup type). Reads `limit + 1` rows to know whether there is more.
 */
export async function listReturnDesk(
  db: Kysely<Database>,
  filter: ReturnDeskListFilter,
  { cursor, limit }: { cursor?: ReturnDeskCursor; limit: number },
): Promise<{ rows: ReturnDeskListRow[]; more: boolean }> {
  const { brandId } = filter;
  let query = db
    .selectFrom("return_requests as r")
    .select(["r.id", "r.brand_id", "r.return_order_id", "r.kind", "r.stage", "r.pickup_type", "r.refund_mode", "r.awb", "r.pickup_name", "r.created_at"])
    .where("r.brand_id", "=", brandId);
  if (filter.stage !== undefined) query = query.where("r.stage", "=", filter.stage);
  if (filter.refundMode !== undefined) query = query.where("r.refund_mode", "=", filter.refundMode);
  if (filter.pickupType !== undefined) query = query.where("r.pickup_type", "=", filter.pickupType);
  if (filter.createdFrom !== undefined) query = query.where("r.created_at", ">=", filter.createdFrom);
  if (filter.createdBefore !== undefined) query = query.where("r.created_at", "<", filter.createdBefore);
  if (filter.reasonId !== undefined) {
    const reasonId = filter.reasonId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("return_request_items as i")
          .select("i.id")
          .where("i.brand_id", "=", brandId)
          .where("i.reason_id", "=", reasonId)
          .whereRef("i.request_id", "=", "r.id"),
      ),
    );
  }
  if (filter.orderId !== undefined) {
    const orderId = filter.orderId;
    query = query.where("r.return_order_id", "in", (eb) =>
      eb
        .selectFrom("return_orders as ro2")
        .innerJoin("orders as o2", "o2.id", "ro2.order_ref")
        .select("ro2.id")
        .where("o2.brand_id", "=", brandId)
        .where("o2.order_id", "=", orderId),
    );
  }
  if (filter.waybill !== undefined) {
    // Resolved first, one indexed lookup per place a waybill is kept: as a subquery (or an OR)
    // the planner walks the whole brand in date order testing each row; as a short list of ids
    // it looks those few up.
    const ids = await requestIdsOfWaybill(db, brandId, filter.waybill);
    if (ids.length === 0) return { rows: [], more: false };
    query = query.where("r.id", "in", ids);
  }
  if (filter.contact !== undefined) {
    const contact = filter.contact;
    query = query.where((eb) => (contact.includes("@") ? eb("r.contact_email", "=", contact) : eb("r.contact_phone", "=", contact)));
  }
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb("r.created_at", "<", cursor.createdAt), eb.and([eb("r.created_at", "=", cursor.createdAt), eb("r.id", "<", cursor.id)])]),
    );
  }
  // The page is cut from return_requests alone, then joined: joined before the limit, the
  // planner estimates every request of the brand for the joins and sizes PostgreSQL's Memoize
  // caches for a million rows, which took three times as long as the page itself.
  const page = query
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(limit + 1)
    .as("p");
  const rows = await db
    .selectFrom(page)
    // Joined on the page's columns, not the brand id as a constant: with a constant the planner
    // may read the brand's orders by the brand index (query-plans.test.ts) instead of 51 by key.
    .innerJoin("return_orders as ro", (join) => join.onRef("ro.id", "=", "p.return_order_id").onRef("ro.brand_id", "=", "p.brand_id"))
    .innerJoin("orders as o", (join) => join.onRef("o.id", "=", "ro.order_ref").onRef("o.brand_id", "=", "ro.brand_id"))
    .select([
      "p.id",
      "o.order_id",
      "p.kind",
      "p.stage",
      "p.pickup_type",
      "p.refund_mode",
      "p.awb",
      "p.pickup_name",
      "o.customer_name",
      "p.created_at",
      (eb) =>
        eb
          .selectFrom("return_request_items as i")
          .select((inner) => inner.fn.countAll<number>().as("n"))
          .whereRef("i.request_id", "=", "p.id")
          .as("lines"),
    ])
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .execute();
  return {
    more: rows.length > limit,
    rows: rows.slice(0, limit).map((row) => ({
      id: row.id,
      orderId: row.order_id,
      kind: row.kind,
      stage: row.stage,
      pickupType: row.pickup_type,
      refundMode: row.refund_mode,
      awb: row.awb,
      customer: row.pickup_name ?? row.customer_name,
      createdAt: row.created_at,
      lines: Number(row.lines ?? 0),
    })),
  };
}

/**
 * The brand's requests that carry this waybill: their AWB, the exchange's new one, or their
 * reverse pickup's. Three small queries, each on its own index (one statement with a join let
 * the planner walk every request of the brand).
 */
async function requestIdsOfWaybill(db: Kysely<Database>, brandId: string, waybill: string): Promise<string[]> {
  const [byAwb, byExchange, pickups] = await Promise.all([
    db.selectFrom("return_requests").select("id").where("brand_id", "=", brandId).where("awb", "=", waybill).execute(),
    db.selectFrom("return_requests").select("id").where("brand_id", "=", brandId).where("exchange_waybill", "=", waybill).execute(),
    db.selectFrom("shipments").select("id").where("brand_id", "=", brandId).where("waybill", "=", waybill).execute(),
  ]);
  const byPickup =
    pickups.length === 0
      ? []
      : await db
          .selectFrom("return_requests")
          .select("id")
          .where(
            "reverse_shipment_ref",
            "in",
            pickups.map((p) => p.id),
          )
          .execute();
  return [...new Set([...byAwb, ...byExchange, ...byPickup].map((row) => row.id))];
}
