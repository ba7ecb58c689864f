import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { listOpsReports } from "./repositories/ops-reports.ts";
import { listReturnDesk } from "./repositories/return-desk-list.ts";
import { findOrderRefByOrderId, findShipmentsByReferenceNumber, findShipmentsByWaybills } from "./repositories/returns-orders.ts";
import { findShipmentByWaybill, findShipmentsByOrderId } from "./repositories/shipments.ts";
import type { Database } from "./schema.ts";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";
import { planNodes, rowsTouchedBy, type PlanNode } from "./testing/explain-plan.ts";

// Flat at 10M (issue 36 item 2): every lookup a shopper's page or the brand's desk makes must
// touch a few rows however large the brand is. Two brands of 3,000 shipments (orders, scans, 1 in
// 20 failed) and 1,000 return requests each; each repository function runs through a Kysely that
// records its SQL; each statement is then run under EXPLAIN ANALYZE, and every scan node on a
// big table must have touched (returned + filtered away, times its loops) at most TOUCHED_LIMIT
// rows. An index on the brand alone is not enough: it reads the whole brand. Sequential scans are
// priced out (enable_seqscan = off), as they would be at 10M rows where the planner avoids them
// anyway. `pnpm bench:lookups -- --postgres` prints the timings these plans give.

const BIG_TABLES = new Set(["shipments", "orders", "scans", "return_requests", "return_orders", "return_request_items", "customer_feeds"]);
const postgres = testDatabases.find((target) => target.dialect === "postgres")!;

const BRAND = "b-plans";
const PER_BRAND = 3_000;
const RETURNS_PER_BRAND = 1_000;
/** A page is 51 rows with a few joined rows each; a read of the brand is thousands. */
const TOUCHED_LIMIT = 400;

/** Scan nodes on big tables that touched more than TOUCHED_LIMIT rows, as "table: rows (node type)". */
function wideReadsIn(plan: PlanNode): string[] {
  return planNodes(plan).flatMap((node) => {
    const table = node["Relation Name"];
    const touched = rowsTouchedBy(node);
    return table && BIG_TABLES.has(table) && touched > TOUCHED_LIMIT ? [`${table}: ${touched} rows (${node["Node Type"]})`] : [];
  });
}

/** Two brands' worth of rows, set-based: a shape like the real data's, at a size where a missing index shows. */
async function fill(pool: pg.Pool) {
  const T = "2026-11-21T12:00:00.000Z";
  await pool.query(`insert into couriers (id, name, logo_url, account_code) values ('c-1', 'Courier One', null, 'C1')`);
  for (const brand of [BRAND, "b-other"]) {
    await pool.query(
      `insert into brands (id, subdomain, name, brand_package, enterprise, security_check_enabled, api_key_hash, created_at) values ($1, $1, $1, 'default', 0, 0, null, $2)`,
      [brand, T],
    );
    await pool.query(
      `insert into orders (id, brand_id, order_id, order_date, currency, total_minor, payment_method, customer_name, customer_phone, customer_email, created_at)
       select $1 || '-o-' || g, $1, 'ORD-' || g, $2, 'INR', 49900, 'PREPAID', 'Asha Rao', '98450' || lpad(g::text, 5, '0'), 'shopper' || g || '@example.com', $2
       from generate_series(1, $3::int) g`,
      [brand, T, PER_BRAND],
    );
    await pool.query(
      `insert into shipments (id, brand_id, order_ref, waybill, reference_number, courier_id, order_type, latest_code, latest_status, failure_reason_code, latest_scanned_at, created_at, updated_at)
       select $1 || '-s-' || g, $1, $1 || '-o-' || g, 'AWB-' || g, 'REF-' || g, 'c-1', 'PREPAID',
              case when g % 20 = 0 then 9 else 5 end, 'x', case when g % 20 = 0 then 1 + g % 14 end,
              to_char(timestamp '2026-11-20 10:00:00' - g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'), $2, $2
       from generate_series(1, $3::int) g`,
      [brand, T, PER_BRAND],
    );
    await pool.query(
      `insert into scans (id, shipment_id, code, status, description, location, scanned_at)
       select $1 || '-c' || k || '-' || g, $1 || '-s-' || g, k, 'x', 'x', 'Hub', $2
       from generate_series(1, $3::int) g cross join (values (1), (5)) as kinds(k)`,
      [brand, T, PER_BRAND],
    );
    await pool.query(
      `insert into return_orders (id, brand_id, order_ref, capture_image, created_at)
       select $1 || '-ro-' || g, $1, $1 || '-o-' || g, 0, $2 from generate_series(1, $3::int) g`,
      [brand, T, RETURNS_PER_BRAND],
    );
    await pool.query(
      `insert into return_requests (id, brand_id, return_order_id, kind, status, pickup_type, refund_credit_minor, refund_money_minor, stage, awb,
                                    contact_phone, contact_email, created_at, updated_at)
       select $1 || '-r-' || g, $1, $1 || '-ro-' || g, 'return', 'PLACED', case when g % 3 = 0 then 'self' else 'pickup' end, 0, 49900,
              (array['placed', 'approved', 'picked_up', 'refunded'])[1 + g % 4], 'RAWB-' || g, '98450' || lpad(g::text, 5, '0'), 'shopper' || g || '@example.com',
              to_char(timestamp '2026-11-20 10:00:00' - g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'), $2
       from generate_series(1, $3::int) g`,
      [brand, T, RETURNS_PER_BRAND],
    );
    await pool.query(
      `insert into return_request_items (id, brand_id, request_id, item_id, quantity, reason_id, sub_reason_id, comment, images_json, exchange_variant_id, position)
       select $1 || '-ri-' || g, $1, $1 || '-r-' || g, 1, 1, 1 + g % 5, null, '', '[]', null, 0 from generate_series(1, $2::int) g`,
      [brand, RETURNS_PER_BRAND],
    );
  }
  await pool.query("analyze");
}

describe.skipIf(postgres.skipReason !== undefined)("query plans on postgres", () => {
  const database = useTestDatabase(postgres);
  let pool: pg.Pool;
  let recording: Kysely<Database>;
  const recorded: CompiledQuery[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.config.databaseUrl, max: 1 });
    await fill(pool);
    recording = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === "query") recorded.push(event.query);
      },
    });
  });
  afterAll(async () => {
    await recording.destroy();
  });

  /** The scans of `work`'s statements that touched more rows than a page needs. */
  async function wideReads(work: (db: Kysely<Database>) => Promise<unknown>): Promise<string[]> {
    recorded.length = 0;
    await work(recording);
    expect(recorded.length).toBeGreaterThan(0);
    const found: string[] = [];
    const client = await pool.connect();
    try {
      await client.query("set enable_seqscan = off");
      for (const query of recorded) {
        const explained = await client.query<{ "QUERY PLAN": Array<{ Plan: PlanNode }> }>(`explain (analyze, format json) ${query.sql}`, [...query.parameters]);
        const plan = explained.rows[0]!["QUERY PLAN"][0]!.Plan;
        found.push(...wideReadsIn(plan).map((read) => `${read} in: ${query.sql.slice(0, 160)}`));
      }
    } finally {
      await client.query("reset enable_seqscan");
      client.release();
    }
    return found;
  }

  const lookups: Array<[string, (db: Kysely<Database>) => Promise<unknown>]> = [
    ["track-order by waybill", (db) => findShipmentByWaybill(db, BRAND, "AWB-17")],
    ["track-order by order id", (db) => findShipmentsByOrderId(db, BRAND, "ORD-17")],
    ["return order by reference number", (db) => findShipmentsByReferenceNumber(db, BRAND, "REF-17")],
    ["return order by waybills", (db) => findShipmentsByWaybills(db, BRAND, ["AWB-17", "AWB-2"])],
    ["order ref by order id", (db) => findOrderRefByOrderId(db, BRAND, "ORD-17")],
    ["ops view, first page", (db) => listOpsReports(db, { brandId: BRAND }, { limit: 50 })],
    [
      "ops view, a later page of one courier's unanswered failed deliveries",
      (db) =>
        listOpsReports(
          db,
          { brandId: BRAND, reverse: false, courierId: "c-1", answered: false, failedFrom: "2026-11-01T00:00:00.000Z" },
          { limit: 50, cursor: { failedAt: "2026-11-19T10:00:00.000Z", shipmentId: "b-plans-s-9" } },
        ),
    ],
    ["returns desk, first page", (db) => listReturnDesk(db, { brandId: BRAND }, { limit: 50 })],
    [
      "returns desk, a later page by stage",
      (db) => listReturnDesk(db, { brandId: BRAND, stage: "approved" }, { limit: 50, cursor: { createdAt: "2026-11-19T10:00:00.000Z", id: "b-plans-r-9" } }),
    ],
    ["returns desk by order id", (db) => listReturnDesk(db, { brandId: BRAND, orderId: "ORD-17" }, { limit: 50 })],
    ["returns desk by waybill", (db) => listReturnDesk(db, { brandId: BRAND, waybill: "AWB-17" }, { limit: 50 })],
    ["returns desk by phone", (db) => listReturnDesk(db, { brandId: BRAND, contact: "9845000017" }, { limit: 50 })],
    ["returns desk by e-mail", (db) => listReturnDesk(db, { brandId: BRAND, contact: "shopper17@example.com" }, { limit: 50 })],
  ];

  test.each(lookups)("%s touches a page's rows, not the brand's", async (_name, work) => {
    expect(await wideReads(work)).toEqual([]);
  });

  test("the check sees a read that no index narrows", async () => {
    // The brand's index finds the brand; nothing narrows it to one product title.
    const found = await wideReads((db) => db.selectFrom("shipments").select("id").where("brand_id", "=", BRAND).where("product_title", "=", "x").execute());
    expect(found).toHaveLength(1);
  });
});
