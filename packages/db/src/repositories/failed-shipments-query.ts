import { sql, type Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { OpsReportFilter } from "./ops-reports.ts";

/**
 * The brand's failed shipments under the operations view's filter (the answered filter aside:
 * callers that need it add it), as `s`, with their courier `c` and the shopper's answer to
 * the failure's reason `f` left-joined. The ops list and its answer rates read the same set.
 */
export function failedShipmentsQuery(db: Kysely<Database>, filter: Omit<OpsReportFilter, "answered">) {
  let query = db
    .selectFrom("shipments as s")
    .leftJoin("couriers as c", "c.id", "s.courier_id")
    .leftJoin("customer_feeds as f", (join) => join.onRef("f.shipment_id", "=", "s.id").onRef("f.issue_id", "=", "s.failure_reason_code"))
    .where("s.brand_id", "=", filter.brandId)
    .where("s.failure_reason_code", "is not", null)
    .where("s.latest_scanned_at", "is not", null);
  if (filter.reverse !== undefined) query = query.where("s.is_reverse", "=", filter.reverse ? 1 : 0);
  if (filter.issues) {
    const { delivery, pickup } = filter.issues;
    query = query.where((eb) =>
      eb.or([
        ...(delivery.length > 0 ? [eb.and([eb("s.is_reverse", "=", 0), eb("s.failure_reason_code", "in", [...delivery])])] : []),
        ...(pickup.length > 0 ? [eb.and([eb("s.is_reverse", "=", 1), eb("s.failure_reason_code", "in", [...pickup])])] : []),
        // Nothing matches an empty choice.
        ...(delivery.length + pickup.length === 0 ? [eb(sql.lit(1), "=", 0)] : []),
      ]),
    );
  }
  if (filter.courierId !== undefined) query = query.where("s.courier_id", "=", filter.courierId);
  if (filter.failedFrom !== undefined) query = query.where("s.latest_scanned_at", ">=", filter.failedFrom);
  if (filter.failedBefore !== undefined) query = query.where("s.latest_scanned_at", "<", filter.failedBefore);
  return query;
}
