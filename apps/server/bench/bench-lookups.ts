import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { SqliteFile } from "@portal/db/sqlite-file";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { findShipmentsByReferenceNumber } from "@portal/db/repositories/returns-orders";
import { listOpsReports } from "@portal/db/repositories/ops-reports";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import pg from "pg";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:lookups`: do track-order's lookups stay flat as a brand's data grows?
 *
 * Builds a throwaway SQLite database with the real migrations, fills it (one brand; each
 * shipment with its own order and two scans) to each size in turn — 1k, then 1M shipments by
 * default — and times, through the same repository functions track-order calls, random
 * lookups by waybill and by order number. Prints p50 and p99 per size.
 *
 * With --postgres the same on a throwaway PostgreSQL (the machine's server binaries), 10k then
 * 10M shipments by default, filled set-based: by waybill, order number and reference number, and
 * a page of the ops view (1 shipment in 20 failed) — the plans of these reads are checked to use
 * indexes by packages/db/src/query-plans.test.ts; the returns desk's list is `pnpm bench:returns`.
 *
 *   node dist/bench-lookups.js [--sizes 1000,1000000] [--lookups 2000]
 *   node dist/bench-lookups.js --postgres [--sizes 10000,10000000] [--lookups 2000]
 */

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const POSTGRES = process.argv.includes("--postgres");
const SIZES = option("sizes", POSTGRES ? "10000,10000000" : "1000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const LOOKUPS = Number(option("lookups", "2000")) || 2000;
const BRAND = "bench-brand";
const T = "2026-11-01T10:00:00.000Z";

/** Rows go in through one raw connection in large transactions: filling is not what we time. */
function fill(file: string, from: number, to: number) {
  const raw = new SqliteFile(file);
  raw.pragma("journal_mode = WAL");
  const order = raw.prepare(
    `insert into orders (id, brand_id, order_id, order_date, currency, total_minor, payment_method, customer_name, created_at)
     values (?, '${BRAND}', ?, '${T}', 'INR', 49900, 'PREPAID', 'Bench Shopper', '${T}')`,
  );
  const shipment = raw.prepare(
    `insert into shipments (id, brand_id, order_ref, waybill, courier_id, order_type, latest_code, latest_status, latest_scanned_at, created_at, updated_at)
     values (?, '${BRAND}', ?, ?, 'bench-courier', 'PREPAID', 5, 'In Transit', '${T}', '${T}', '${T}')`,
  );
  const scan = raw.prepare(`insert into scans (id, shipment_id, code, status, description, location, scanned_at) values (?, ?, ?, ?, ?, 'Bench Hub', ?)`);
  const batch = (start: number, end: number) =>
    raw.transaction(() => {
      for (let i = start; i < end; i += 1) {
        order.run([`o-${i}`, `ORD-${i}`]);
        shipment.run([`s-${i}`, `o-${i}`, `AWB${i}`]);
        scan.run([`c1-${i}`, `s-${i}`, 1, "Order Placed", "Order received", "2026-10-31T10:00:00.000Z"]);
        scan.run([`c5-${i}`, `s-${i}`, 5, "In Transit", "Shipment in transit", T]);
      }
    });
  for (let start = from; start < to; start += 20_000) batch(start, Math.min(to, start + 20_000));
  raw.close();
}

function seedBrand(file: string) {
  const raw = new SqliteFile(file);
  raw
    .prepare(
      `insert into brands (id, subdomain, name, brand_package, enterprise, security_check_enabled, api_key_hash, created_at)
       values ('${BRAND}', 'bench', 'Bench', 'default', 0, 0, null, '${T}')`,
    )
    .run();
  raw.prepare(`insert into couriers (id, name, logo_url, account_code) values ('bench-courier', 'Bench Courier', null, 'BC')`).run();
  raw.close();
}

async function timed(count: number, size: number, lookup: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const durations: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = Math.floor(Math.random() * size);
    const started = performance.now();
    const found = await lookup(i);
    durations.push(performance.now() - started);
    if (!found) throw new Error(`lookup ${i} found nothing`);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Set-based fill on PostgreSQL: orders, shipments (1 in 20 failed, with a reason) and two scans each. */
async function fillPostgres(client: pg.Client, from: number, to: number) {
  const SLICE = 500_000;
  for (let start = from; start < to; start += SLICE) {
    const last = Math.min(to, start + SLICE) - 1;
    await client.query("begin");
    await client.query(
      `insert into orders (id, brand_id, order_id, order_date, currency, total_minor, payment_method, customer_name, created_at)
       select 'o-' || g, $1, 'ORD-' || g, $2, 'INR', 49900, 'PREPAID', 'Bench Shopper', $2 from generate_series($3::int, $4::int) g`,
      [BRAND, T, start, last],
    );
    await client.query(
      `insert into shipments (id, brand_id, order_ref, waybill, reference_number, courier_id, order_type, latest_code, latest_status, failure_reason_code, latest_scanned_at, created_at, updated_at)
       select 's-' || g, $1, 'o-' || g, 'AWB' || g, 'REF' || g, 'bench-courier', 'PREPAID',
              case when g % 20 = 0 then 9 else 5 end, case when g % 20 = 0 then 'Undelivered' else 'In Transit' end,
              case when g % 20 = 0 then 1 + g % 14 else null end,
              to_char(timestamp '2026-11-01 10:00:00' - (g % 86400) * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS".000Z"'), $2, $2
       from generate_series($3::int, $4::int) g`,
      [BRAND, T, start, last],
    );
    await client.query(
      `insert into scans (id, shipment_id, code, status, description, location, scanned_at)
       select 'c' || k || '-' || g, 's-' || g, case k when 1 then 1 else 5 end, case k when 1 then 'Order Placed' else 'In Transit' end,
              'Bench scan', 'Bench Hub', case k when 1 then '2026-10-31T10:00:00.000Z' else $1 end
       from generate_series($2::int, $3::int) g cross join (values (1), (2)) as kinds(k)`,
      [T, start, last],
    );
    await client.query("commit");
  }
  await client.query("analyze");
}

async function mainPostgres() {
  const unavailable = postgresUnavailableReason();
  if (unavailable) throw new Error(unavailable);
  const cluster = await startPostgresCluster(findPostgresBinaries()!);
  try {
    const databaseUrl = await cluster.createDatabase("portal_lookups");
    const setup = createDatabase({ databaseUrl });
    await migrateToLatest(setup.db);
    await setup.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `insert into brands (id, subdomain, name, brand_package, enterprise, security_check_enabled, api_key_hash, created_at) values ($1, 'bench', 'Bench', 'default', 0, 0, null, $2)`,
      [BRAND, T],
    );
    await client.query(`insert into couriers (id, name, logo_url, account_code) values ('bench-courier', 'Bench Courier', null, 'BC')`);
    const rows: string[][] = [];
    let filled = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await fillPostgres(client, filled, size);
      filled = size;
      process.stderr.write(`${size} shipments in place (${((performance.now() - started) / 1000).toFixed(1)} s to add)\n`);
      const { db, close } = createDatabase({ databaseUrl });
      await timed(200, size, (i) => findShipmentByWaybill(db, BRAND, `AWB${i}`));
      const byWaybill = await timed(LOOKUPS, size, (i) => findShipmentByWaybill(db, BRAND, `AWB${i}`));
      const byOrder = await timed(LOOKUPS, size, (i) => findShipmentsByOrderId(db, BRAND, `ORD-${i}`));
      const byReference = await timed(LOOKUPS, size, async (i) => (await findShipmentsByReferenceNumber(db, BRAND, `REF${i}`)).length > 0);
      // A page of the ops view at a random depth: keyset paging from a failure time within the day.
      const opsPage = await timed(Math.min(LOOKUPS, 500), size, async (i) => {
        const failedAt = new Date(Date.parse("2026-11-01T10:00:00.000Z") - (i % 86_400) * 1000).toISOString();
        return (await listOpsReports(db, { brandId: BRAND, reverse: false }, { limit: 50, cursor: { failedAt, shipmentId: "s-" } })).rows.length >= 0;
      });
      await close();
      const ms = (n: number) => n.toFixed(3);
      rows.push([size.toLocaleString("en"), ...[byWaybill, byOrder, byReference, opsPage].flatMap((t) => [ms(t.p50), ms(t.p99)])]);
    }
    await client.end();
    const header = ["shipments", "waybill p50", "waybill p99", "order p50", "order p99", "reference p50", "reference p99", "ops page p50", "ops page p99"];
    process.stdout.write(
      `\nPostgreSQL, ${LOOKUPS} random lookups per size (ms) through the repositories track-order and the ops view use\n${textTable(header, rows)}\n`,
    );
  } finally {
    await cluster.stop();
  }
}

async function main() {
  if (POSTGRES) return mainPostgres();
  const work = mkdtempSync(join(tmpdir(), "portal-bench-lookups-"));
  const file = join(work, "portal.sqlite");
  try {
    const setup = createDatabase({ sqliteFile: file });
    await migrateToLatest(setup.db);
    await setup.close();
    seedBrand(file);

    const rows: string[][] = [];
    let filled = 0;
    for (const size of SIZES) {
      const started = performance.now();
      fill(file, filled, size);
      filled = size;
      process.stderr.write(`${size} shipments in place (${((performance.now() - started) / 1000).toFixed(1)} s to add)\n`);
      const { db, close } = createDatabase({ sqliteFile: file });
      // Warm the statement cache and the pages the indexes' upper levels live on.
      await timed(200, size, (i) => findShipmentByWaybill(db, BRAND, `AWB${i}`));
      const byWaybill = await timed(LOOKUPS, size, (i) => findShipmentByWaybill(db, BRAND, `AWB${i}`));
      const byOrder = await timed(LOOKUPS, size, (i) => findShipmentsByOrderId(db, BRAND, `ORD-${i}`));
      await close();
      const ms = (n: number) => n.toFixed(3);
      rows.push([size.toLocaleString("en"), ms(byWaybill.p50), ms(byWaybill.p99), ms(byOrder.p50), ms(byOrder.p99)]);
    }
    const header = ["shipments", "by waybill p50 ms", "by waybill p99 ms", "by order p50 ms", "by order p99 ms"];
    process.stdout.write(
      `\nSQLite, ${LOOKUPS} random lookups per size through the repositories track-order uses (shipment, order, courier, scans)\n${textTable(header, rows)}\n`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
