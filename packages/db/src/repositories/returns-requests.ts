import type { Kysely, Selectable } from "kysely";
import type { Database } from "../schema.ts";
import type { NewReturnRequestItemRow, NewReturnRequestRow, ReturnRequestsTable } from "../schema-returns.ts";
import { toReturnRequest, type PreviousReturnRecord, type ReturnRequestRecord } from "./returns-records.ts";
import { selectWhere } from "./select-where.ts";
import { fromExcluded, statementSlices } from "./upsert-rows.ts";

// Return requests. Scoped by brand id like every other query of the area.

/** Reverse codes that cancel a request (product rules §4): its units are free to return again. */
const CANCELLING_REVERSE_CODES: readonly number[] = [10, 23];
/** Stages that give a request's units back (core's RETURN_STAGES_RELEASING_UNITS). */
const UNIT_RELEASING_STAGES: readonly string[] = ["rejected", "cancelled"];

/**
 * The order's earlier requests that still hold their units, newest first, one group per
 * request (feed). A rejected request, or one whose pickup was cancelled, gives its units back,
 * so it is left out.
 */
export async function listPreviousReturns(db: Kysely<Database>, brandId: string, returnOrderId: string): Promise<PreviousReturnRecord[]> {
  const requests = await db
    .selectFrom("return_requests")
    .leftJoin("shipments", (join) =>
      join.onRef("shipments.id", "=", "return_requests.reverse_shipment_ref").onRef("shipments.brand_id", "=", "return_requests.brand_id"),
    )
    .select(["return_requests.id", "return_requests.status", "return_requests.stage", "return_requests.created_at", "shipments.latest_code"])
    .where("return_requests.brand_id", "=", brandId)
    .where("return_requests.return_order_id", "=", returnOrderId)
    .orderBy("return_requests.created_at", "desc")
    .orderBy("return_requests.id", "desc")
    .execute();
  const holding = requests.filter(
    (r) => !UNIT_RELEASING_STAGES.includes(r.stage) && r.status !== "REJECTED" && !(r.latest_code !== null && CANCELLING_REVERSE_CODES.includes(r.latest_code)),
  );
  if (holding.length === 0) return [];

  const items = await db
    .selectFrom("return_request_items")
    .select(["id", "request_id", "item_id", "quantity"])
    .where("brand_id", "=", brandId)
    .where(
      "request_id",
      "in",
      holding.map((r) => r.id),
    )
    .orderBy("position")
    .execute();
  return holding.map((request) => {
    const lines = items.filter((i) => i.request_id === request.id);
    return {
      feedId: request.id,
      createdAt: request.created_at,
      itemIds: lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.item_id)),
      returnIds: lines.map((line) => line.id),
    };
  });
}

/** Stores a request and its item lines (call inside a transaction). */
export async function insertReturnRequest(db: Kysely<Database>, request: NewReturnRequestRow, items: readonly NewReturnRequestItemRow[]): Promise<void> {
  await db.insertInto("return_requests").values(request).execute();
  // Rows one by one keep every row's columns identical without thinking about it.
  for (const item of items) await db.insertInto("return_request_items").values(item).execute();
}

/** A request's columns a repeated fixed-id write refreshes: all but its keys. */
const REQUEST_DATA_COLUMNS = [
  "kind",
  "status",
  "pickup_type",
  "pickup_name",
  "pickup_phone",
  "pickup_email",
  "pickup_address",
  "pickup_pincode",
  "pickup_city",
  "pickup_state",
  "pickup_country",
  "pickup_date",
  "refund_mode",
  "refund_credit_minor",
  "refund_money_minor",
  "refund_bank_name",
  "refund_account_masked",
  "refund_upi_masked",
  "refund_details_sealed",
  "reverse_shipment_ref",
  "awb",
  "courier_partner",
  "approval_date",
  "remark",
  "rejection_reason",
  "shipping_label_url",
  "stage",
  "stage_changed_at",
  "refund_recorded_minor",
  "refund_recorded_mode",
  "refund_reference",
  "refunded_at",
  "exchange_waybill",
  "contact_phone",
  "contact_email",
  "created_at",
  "updated_at",
] as const satisfies ReadonlyArray<keyof NewReturnRequestRow>;

/**
 * Requests in any status and their lines with fixed ids (the demo seed's, the test fixtures'),
 * upserted by id: a repeated seed moves their times along with `now`.
 */
export async function upsertFixedIdReturnRequests(
  db: Kysely<Database>,
  requests: readonly NewReturnRequestRow[],
  items: readonly NewReturnRequestItemRow[],
): Promise<void> {
  for (const part of statementSlices(requests)) {
    await db
      .insertInto("return_requests")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, REQUEST_DATA_COLUMNS)))
      .execute();
  }
  const itemColumns = ["item_id", "quantity", "reason_id", "sub_reason_id", "comment", "images_json", "exchange_variant_id"] as const;
  for (const part of statementSlices(items)) {
    await db
      .insertInto("return_request_items")
      .values(part)
      .onConflict((oc) => oc.column("id").doUpdateSet((eb) => fromExcluded(eb, itemColumns)))
      .execute();
  }
}

export interface ReturnRequestLookup {
  /** A request id (feed id) or one of its line ids (return ids). */
  returnId?: string | undefined;
  /** The reverse pickup's waybill. */
  awb?: string | undefined;
}

/** The reverse pickup of a request, when one is booked. */
export interface ReversePickup {
  latestCode: number | null;
  waybill: string | null;
  securityKey: string | null;
  courierName: string | null;
}

export interface ReturnRequestDetail {
  request: ReturnRequestRecord;
  /** `orders.id` of the request's order. */
  orderRef: string;
  pickup: ReversePickup | null;
}

/** The brand's request with this id (or line id), or with this reverse waybill. */
export async function findReturnRequest(db: Kysely<Database>, brandId: string, lookup: ReturnRequestLookup): Promise<ReturnRequestDetail | undefined> {
  const requestId = await resolveRequestId(db, brandId, lookup);
  if (requestId === undefined) return undefined;
  const row = await db
    .selectFrom("return_requests")
    .innerJoin("return_orders", (join) =>
      join.onRef("return_orders.id", "=", "return_requests.return_order_id").onRef("return_orders.brand_id", "=", "return_requests.brand_id"),
    )
    .selectAll("return_requests")
    .select("return_orders.order_ref")
    .where("return_requests.brand_id", "=", brandId)
    .where("return_requests.id", "=", requestId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { order_ref: orderRef, ...requestRow } = row;

  const [items, pickup] = await Promise.all([
    db.selectFrom("return_request_items").selectAll().where("brand_id", "=", brandId).where("request_id", "=", requestId).orderBy("position").execute(),
    requestRow.reverse_shipment_ref === null
      ? undefined
      : db
          .selectFrom("shipments")
          .leftJoin("couriers", "couriers.id", "shipments.courier_id")
          .select(["shipments.latest_code", "shipments.waybill", "shipments.security_key", "couriers.name as courier_name"])
          .where("shipments.brand_id", "=", brandId)
          .where("shipments.id", "=", requestRow.reverse_shipment_ref)
          .executeTakeFirst(),
  ]);
  return {
    request: toReturnRequest(requestRow, items),
    orderRef,
    pickup: pickup ? { latestCode: pickup.latest_code, waybill: pickup.waybill, securityKey: pickup.security_key, courierName: pickup.courier_name } : null,
  };
}

async function resolveRequestId(db: Kysely<Database>, brandId: string, lookup: ReturnRequestLookup): Promise<string | undefined> {
  if (lookup.returnId !== undefined) {
    const direct = await db.selectFrom("return_requests").select("id").where("brand_id", "=", brandId).where("id", "=", lookup.returnId).executeTakeFirst();
    if (direct) return direct.id;
    const line = await db
      .selectFrom("return_request_items")
      .select("request_id")
      .where("brand_id", "=", brandId)
      .where("id", "=", lookup.returnId)
      .executeTakeFirst();
    return line?.request_id;
  }
  if (lookup.awb !== undefined) {
    // The request's own waybill, or that of the reverse pickup booked for it; the newest
    // request wins (a rebooked pickup may reuse a waybill).
    const byAwb = await db
      .selectFrom("return_requests")
      .leftJoin("shipments", (join) =>
        join.onRef("shipments.id", "=", "return_requests.reverse_shipment_ref").onRef("shipments.brand_id", "=", "return_requests.brand_id"),
      )
      .select("return_requests.id")
      .where("return_requests.brand_id", "=", brandId)
      .where((eb) => eb.or([eb("return_requests.awb", "=", lookup.awb ?? ""), eb("shipments.waybill", "=", lookup.awb ?? "")]))
      .orderBy("return_requests.created_at", "desc")
      .orderBy("return_requests.id", "desc")
      .executeTakeFirst();
    return byAwb?.id;
  }
  return undefined;
}

/** A stored request as its submitter's answer needs it: the row and its line ids in order. */
export interface StoredRequestAnswer {
  request: Selectable<ReturnRequestsTable>;
  lineIds: string[];
}

/** The request an earlier submission with this fingerprint made for the order, if any. */
export async function findRequestByFingerprint(
  db: Kysely<Database>,
  brandId: string,
  returnOrderId: string,
  fingerprint: string,
): Promise<StoredRequestAnswer | undefined> {
  const request = await selectWhere(db, "return_requests", {
    brand_id: brandId,
    return_order_id: returnOrderId,
    request_fingerprint: fingerprint,
  }).executeTakeFirst();
  if (request === undefined) return undefined;
  const lines = await db
    .selectFrom("return_request_items")
    .select("id")
    .where("brand_id", "=", brandId)
    .where("request_id", "=", request.id)
    .orderBy("position")
    .execute();
  return { request, lineIds: lines.map((line) => line.id) };
}
