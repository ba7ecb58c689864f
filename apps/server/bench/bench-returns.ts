import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql, type Kysely, type RawBuilder } from "kysely";
import { REFUND_MODES, RETURN_STAGES } from "@portal/core/returns";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { upsertFixedIdReturnReasons } from "@portal/db/repositories/import-return-reasons";
import type { Database } from "@portal/db/schema";
import { loadEnv } from "../src/env.ts";
import { argument, benchAdminGet, insertBenchBrand, percentile } from "./bench-admin.ts";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:returns`: how fast the returns desk's list answers at a million requests.
 *
 * Builds a throwaway SQLite database (migrations included, so migration 0077's indexes are
 * what is measured; set DATABASE_URL to measure PostgreSQL instead), seeds one brand with
 * `--rows` return requests (default 1 000 000) over 100 000 orders, each with one item line,
 * spread over every stage, refund mode, pickup type, reason and 200 000 shoppers, logs an
 * admin in, then for each filter reads `--pages` pages of 50 through GET /api/v1/admin/returns
 * (in-process: routing, session, validation, the query and JSON, no network) and prints p50,
 * p95 and p99 per page. The goal is p99 ≤ 50 ms.
 *
 *   node dist/bench-returns.js [--rows 1000000] [--pages 100] [--explain]
 */

const NEWEST_EPOCH_S = Date.parse("2026-11-20T12:00:00.000Z") / 1000;
/** A request every 30 s: a million span about 350 days. */
const SPACING_S = 30;
const ORDERS = 100_000;
const SHOPPERS = 200_000;

const pick = (values: readonly string[], i: RawBuilder<number>) =>
  sql<string>`(case ${sql.join(
    values.map((value, index) => sql`when ${i} % ${sql.lit(values.length)} = ${sql.lit(index)} then ${sql.lit(value)}`),
    sql` `,
  )} end)`;

/** Rows 0..count-1 made in the database itself (a recursive CTE), so seeding a million takes seconds. */
async function seed(db: Kysely<Database>, dialect: string, rows: number): Promise<void> {
  const iso = (seconds: RawBuilder<number>) =>
    dialect === "postgres"
      ? sql<string>`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const series = (count: number) => sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.lit(count - 1)})`;
  const i = sql<number>`i`;
  await sql`insert into orders (id, brand_id, order_id, order_date, currency, total_minor, payment_method, customer_name, customer_phone, customer_email, created_at)
    ${series(ORDERS)} select 'o' || i, 'b-bench', 'ORD-' || i, ${iso(sql`${sql.lit(NEWEST_EPOCH_S)} - i * 300`)}, 'INR', 129900, 'PREPAID', 'Shopper ' || i, null, null, '2026-01-01T00:00:00.000Z' from n`.execute(
    db,
  );
  await sql`insert into return_orders (id, brand_id, order_ref, capture_image, created_at)
    ${series(ORDERS)} select 'ro' || i, 'b-bench', 'o' || i, 0, '2026-01-01T00:00:00.000Z' from n`.execute(db);
  const created = iso(sql`${sql.lit(NEWEST_EPOCH_S)} - i * ${sql.lit(SPACING_S)}`);
  await sql`insert into return_requests (id, brand_id, return_order_id, kind, status, stage, pickup_type, pickup_name, refund_mode, refund_credit_minor, refund_money_minor,
      awb, contact_phone, contact_email, created_at, updated_at)
    ${series(rows)} select 'R' || i, 'b-bench', 'ro' || (i % ${sql.lit(ORDERS)}), case when i % 10 = 0 then 'exchange' else 'return' end, 'PLACED',
      ${pick(RETURN_STAGES, i)}, case when i % 5 = 0 then 'self-ship' else 'pickup' end, 'Shopper ' || (i % ${sql.lit(SHOPPERS)}),
      case when i % 10 = 0 then null else ${pick(REFUND_MODES, sql<number>`(i / 10)`)} end, 0, 129900,
      case when i % 2 = 0 then 'AWB' || i else null end, '98' || (10000000 + i % ${sql.lit(SHOPPERS)}), 'shopper' || (i % ${sql.lit(SHOPPERS)}) || '@example.com',
      ${created}, ${created} from n`.execute(db);
  await sql`insert into return_request_items (id, brand_id, request_id, item_id, quantity, reason_id, sub_reason_id, comment, images_json, exchange_variant_id, position)
    ${series(rows)} select 'R' || i || '-1', 'b-bench', 'R' || i, 1, 1, 1 + i % 6, null, '', '[]', null, 0 from n`.execute(db);
  // PostgreSQL: vacuumed as autovacuum would have done on a live desk (a freshly loaded table has
  // no visibility map, so each index read would visit the heap), and so that autovacuum does not
  // wake mid-run and share the two cores with the measurement.
  if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
}

runBench(async () => {
  const rows = argument("rows", 1_000_000);
  const pages = argument("pages", 100);
  const env = { ...loadEnv(), baseDomain: "portal.test", logLevel: "silent" as const, rateLimitPerMinute: 0 };
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-returns-"));
  const database = createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: join(dir, "bench.sqlite") });
  try {
    const db = database.db;
    await migrateToLatest(db);
    const at = new Date(NEWEST_EPOCH_S * 1000);
    await insertBenchBrand(db, "b-bench", at);
    await upsertFixedIdReturnReasons(
      db,
      [1, 2, 3, 4, 5, 6].map((reason) => ({
        id: `r${reason}`,
        brand_id: "b-bench",
        reason_id: reason,
        name: `Reason ${reason}`,
        active: 1,
        image_required: 0,
        image_quantity: 0,
        position: reason,
      })),
      [],
    );
    const seeded = performance.now();
    await seed(db, database.dialect, rows);
    process.stdout.write(`Seeded ${rows} return requests in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${database.dialect}).\n`);

    if (process.argv.includes("--explain")) {
      // The plan SQLite picks for the list without a filter (the desk's first page).
      const plan = await sql`explain query plan select p.id, o.order_id, (select count(*) from return_request_items i where i.request_id = p.id) as lines
        from (select id, return_order_id, created_at from return_requests r where r.brand_id = 'b-bench' order by r.created_at desc, r.id desc limit 51) p
        inner join return_orders ro on ro.id = p.return_order_id and ro.brand_id = 'b-bench'
        inner join orders o on o.id = ro.order_ref and o.brand_id = 'b-bench' order by p.created_at desc, p.id desc`.execute(db);
      process.stdout.write(`${JSON.stringify(plan.rows)}\n`);
      const byId = await sql`explain query plan select r.id, o.order_id, (select count(*) from return_request_items i where i.request_id = r.id) as lines
        from return_requests r inner join return_orders ro on ro.id = r.return_order_id and ro.brand_id = r.brand_id
        inner join orders o on o.id = ro.order_ref and o.brand_id = ro.brand_id
        where r.brand_id = 'b-bench' and r.id in ('R10') order by r.created_at desc, r.id desc limit 51`.execute(db);
      process.stdout.write(`${JSON.stringify(byId.rows)}\n`);
      const awb = await sql`explain query plan select id from return_requests where brand_id = 'b-bench' and exchange_waybill = 'AWB10'`.execute(db);
      process.stdout.write(`${JSON.stringify(awb.rows)}\n`);
    }
    const get = await benchAdminGet(db, env, at);

    // Paged filters read `pages` pages one after another; a search reads `pages` different
    // values (each a first page), so its percentiles are of many lookups, not of one cold one.
    const spot = (sample: number) => (Math.floor(rows / 2) + sample * 7919) % rows;
    type Scenario = { label: string; paged: true; query: string } | { label: string; paged: false; query: (sample: number) => string };
    const scenarios: Scenario[] = [
      { label: "no filter", paged: true, query: "" },
      { label: "stage: refunded", paged: true, query: "&stage=refunded" },
      { label: "stage + refund mode", paged: true, query: "&stage=placed&mode=bank-account" },
      { label: "self-ship", paged: true, query: "&pickup=self-ship" },
      { label: "reason 3", paged: true, query: "&reason=3" },
      { label: "7 days", paged: true, query: "&from=2026-06-01&to=2026-06-07" },
      { label: "stage + 30 days", paged: true, query: "&stage=approved&from=2026-05-01&to=2026-05-30" },
      { label: "order id", paged: false, query: (n) => `&order_id=ORD-${spot(n) % ORDERS}` },
      { label: "waybill", paged: false, query: (n) => `&waybill=AWB${spot(n) - (spot(n) % 2)}` },
      { label: "customer phone", paged: false, query: (n) => `&contact=98${10_000_000 + (spot(n) % SHOPPERS)}` },
      { label: "customer e-mail", paged: false, query: (n) => `&contact=shopper${spot(n) % SHOPPERS}@example.com` },
    ];
    const table: string[][] = [];
    for (const scenario of scenarios) {
      const { label } = scenario;
      const times: number[] = [];
      let after = "";
      let seen = 0;
      for (let page = 0; page < pages; page += 1) {
        const query = scenario.paged ? `${scenario.query}${after ? `&after=${after}` : ""}` : scenario.query(page);
        const started = performance.now();
        const response = await get(`/api/v1/admin/returns?brand=bench${query}`);
        const body = (await response.json()) as { result: { requests: unknown[]; next: string | null } };
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
        seen += body.result.requests.length;
        if (scenario.paged) {
          if (!body.result.next) break;
          after = body.result.next;
        }
      }
      const sorted = [...times].sort((a, b) => a - b);
      const ms = (value: number) => value.toFixed(2);
      table.push([
        label,
        String(times.length),
        String(seen),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 95)),
        ms(percentile(sorted, 99)),
        ms(sorted.at(-1) ?? 0),
      ]);
    }
    process.stdout.write(`\nGET /api/v1/admin/returns at ${rows} requests, 50 rows a page, up to ${pages} pages per filter (${database.dialect})\n`);
    process.stdout.write(`${textTable(["filter", "pages", "rows", "p50 ms", "p95 ms", "p99 ms", "max ms"], table)}\n`);
    const all = table.map((row) => Number(row[5]));
    process.stdout.write(`\nWorst p99: ${Math.max(...all).toFixed(2)} ms (goal ≤ 50 ms)\n`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
