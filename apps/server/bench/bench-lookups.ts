import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { SqliteFile } from "@portal/db/sqlite-file";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { findShipmentByWaybill, findShipmentsByOrderId } from "@portal/db/repositories/shipments";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:lookups`: do track-order's lookups stay flat as a brand's data grows?
 *
 * Builds a throwaway SQLite database with the real migrations, fills it (one brand; each
 * shipment with its own order and two scans) to each size in turn — 1k, then 1M shipments by
 * default — and times, through the same repository functions track-order calls, random
 * lookups by waybill and by order number. Prints p50 and p99 per size.
 *
 *   node dist/bench-lookups.js [--sizes 1000,1000000] [--lookups 2000]
 */

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const SIZES = option("sizes", "1000,1000000")
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

async function main() {
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
