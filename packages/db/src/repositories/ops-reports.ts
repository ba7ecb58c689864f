import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import { failedShipmentsQuery } from "./failed-shipments-query.ts";

/** Which failed shipments the operations view lists; every field narrows, none required. */
export interface OpsReportFilter {
  brandId: string;
  /** false: failed deliveries (forward); true: failed pickups (reverse). */
  reverse?: boolean;
  /** Reason codes per direction (from a bucket or an issue filter); an empty list matches nothing. */
  issues?: { delivery: readonly number[]; pickup: readonly number[] };
  courierId?: string;
  /** Inclusive ISO timestamps bounding the failure scan's time. */
  failedFrom?: string;
  failedBefore?: string;
  answered?: boolean;
}

export interface OpsReportCursor {
  failedAt: string;
  shipmentId: string;
}

export interface OpsReportRecord {
  shipmentId: string;
  waybill: string | null;
  orderId: string;
  reverse: boolean;
  courierId: string | null;
  courierName: string | null;
  issueId: number;
  failedAt: string;
  status: string | null;
  answer: {
    answer: string | null;
    preferredDate: string | null;
    preferredTime: string | null;
    address: string | null;
    landmark: string | null;
    phoneNumber: string | null;
    comment: string | null;
    answeredAt: string;
  } | null;
}

/**
 * One page of a brand's failed shipments, newest failure first, after `cursor` (keyset
 * paging on (latest_scanned_at, id), served by the partial index of migration 0060, so a
 * page costs the same at row 100 000 as at row 1). Returns up to `limit` rows and whether
 * more follow. Shipments without a scan time cannot be placed and are left out.
 */
export async function listOpsReports(
  db: Kysely<Database>,
  filter: OpsReportFilter,
  { cursor, limit }: { cursor?: OpsReportCursor; limit: number },
): Promise<{ rows: OpsReportRecord[]; more: boolean }> {
  let query = failedShipmentsQuery(db, filter)
    .innerJoin("orders as o", "o.id", "s.order_ref")
    .select([
      "s.id as shipment_id",
      "s.waybill",
      "s.is_reverse",
      "s.courier_id",
      "c.name as courier_name",
      "s.failure_reason_code",
      "s.latest_scanned_at",
      "s.latest_status",
      "o.order_id",
      "f.id as feed_id",
      "f.answer",
      "f.preferred_date",
      "f.preferred_time",
      "f.address",
      "f.landmark",
      "f.phone_number",
      "f.comment",
      "f.updated_at as answered_at",
    ]);
  if (filter.answered !== undefined) query = query.where("f.id", filter.answered ? "is not" : "is", null);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([eb("s.latest_scanned_at", "<", cursor.failedAt), eb.and([eb("s.latest_scanned_at", "=", cursor.failedAt), eb("s.id", "<", cursor.shipmentId)])]),
    );
  }

  const found = await query
    .orderBy("s.latest_scanned_at", "desc")
    .orderBy("s.id", "desc")
    .limit(limit + 1)
    .execute();
  const rows = found.slice(0, limit).map((row): OpsReportRecord => ({
    shipmentId: row.shipment_id,
    waybill: row.waybill,
    orderId: row.order_id,
    reverse: row.is_reverse === 1,
    courierId: row.courier_id,
    courierName: row.courier_name,
    issueId: row.failure_reason_code ?? 0,
    failedAt: row.latest_scanned_at ?? "",
    status: row.latest_status,
    answer:
      row.feed_id === null
        ? null
        : {
            answer: row.answer,
            preferredDate: row.preferred_date,
            preferredTime: row.preferred_time,
            address: row.address,
            landmark: row.landmark,
            phoneNumber: row.phone_number,
            comment: row.comment,
            answeredAt: row.answered_at ?? "",
          },
  }));
  return { rows, more: found.length > limit };
}

/** The couriers that carry the brand's shipments, for the filter. */
export async function listBrandCouriers(db: Kysely<Database>, brandId: string): Promise<Array<{ id: string; name: string }>> {
  return db
    .selectFrom("couriers as c")
    .select(["c.id", "c.name"])
    .where((eb) => eb.exists(eb.selectFrom("shipments as s").select("s.id").where("s.brand_id", "=", brandId).whereRef("s.courier_id", "=", "c.id")))
    .orderBy("c.name")
    .execute();
}

/** Every stored issue config, both directions. */
export async function listIssueConfigRows(db: Kysely<Database>) {
  return db.selectFrom("ops_issue_configs").selectAll().execute();
}
