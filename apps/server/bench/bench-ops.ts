import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createDatabase } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { insertBulkOpsReports } from "@portal/db/testing/bulk-ops-reports";
import { loadEnv } from "../src/env.ts";
import { argument, benchAdminGet, insertBenchBrand, percentile } from "./bench-admin.ts";

/**
 * `pnpm bench:ops`: how fast the operations view pages through many reports.
 *
 * Builds a throwaway SQLite database (migrations included, so the index of migration 0060
 * is what is measured), seeds one brand with `--rows` failed shipments (default 100 000;
 * every 4th a pickup, every 3rd answered), logs an admin in, then for each filter walks
 * `--pages` pages of 50 through GET /api/v1/admin/ops-reports (in-process: the server's
 * routing, validation, queries and JSON, no network) and prints p50, p95 and p99 per page,
 * plus one CSV export of a filter. Set DATABASE_URL to measure PostgreSQL instead.
 *
 *   node dist/bench-ops.js [--rows 100000] [--pages 200]
 */

const NEWEST = new Date("2026-11-20T12:00:00.000Z");
const SCENARIOS: Array<[label: string, query: string]> = [
  ["no filter", ""],
  ["failed deliveries", "&kind=delivery"],
  ["one courier, answered", "&courier=c-two&answered=yes"],
  ["bucket 1 (customer not available)", "&bucket=1"],
  ["one issue, pickups, not answered", "&kind=pickup&issue=3&answered=no"],
  ["a date range (30 days)", "&from=2026-09-01&to=2026-09-30"],
];

async function main() {
  const rows = argument("rows", 100_000);
  const pages = argument("pages", 200);
  // The process's settings (DATABASE_URL picks PostgreSQL), with limits and logs out of the way.
  const env = { ...loadEnv(), baseDomain: "portal.test", logLevel: "silent" as const, rateLimitPerMinute: 0 };
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-ops-"));
  const database = createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: join(dir, "bench.sqlite") });
  try {
    const db = database.db;
    await migrateToLatest(db);
    await insertBenchBrand(db, "b-bench", NEWEST);
    for (const id of ["c-one", "c-two", "c-three"]) await db.insertInto("couriers").values({ id, name: id, logo_url: null, account_code: null }).execute();
    const seeded = performance.now();
    await insertBulkOpsReports(db, { brandId: "b-bench", count: rows, prefix: "B", newest: NEWEST, couriers: ["c-one", "c-two", "c-three"] });
    process.stdout.write(`Seeded ${rows} failed shipments in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${database.dialect}).\n`);

    if (process.argv.includes("--explain")) {
      const plan =
        await sql`explain query plan select s.id from shipments s inner join orders o on o.id = s.order_ref left join customer_feeds f on f.shipment_id = s.id and f.issue_id = s.failure_reason_code where s.brand_id = 'b-bench' and s.failure_reason_code is not null and s.latest_scanned_at is not null order by s.latest_scanned_at desc, s.id desc limit 51`.execute(
          db,
        );
      process.stdout.write(`${JSON.stringify(plan.rows, null, 1)}\n`);
    }
    const get = await benchAdminGet(db, env, NEWEST);

    // The floor: a call that only checks the session and lists the admin's brands.
    const floor: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      await (await get("/api/v1/admin/me")).json();
      floor.push(performance.now() - started);
    }
    floor.sort((a, b) => a - b);
    process.stdout.write(
      `\nGET /api/v1/admin/me (session check only): p50 ${percentile(floor, 50).toFixed(2)} ms, p99 ${percentile(floor, 99).toFixed(2)} ms\n`,
    );

    process.stdout.write(`\nGET /api/v1/admin/ops-reports, 50 rows a page, up to ${pages} pages per filter\n`);
    process.stdout.write(
      `${"filter".padEnd(38)} ${"pages".padStart(6)} ${"rows".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"max ms".padStart(8)}\n`,
    );
    for (const [label, query] of SCENARIOS) {
      const times: number[] = [];
      let after = "";
      let seen = 0;
      for (let page = 0; page < pages; page += 1) {
        const started = performance.now();
        const response = await get(`/api/v1/admin/ops-reports?brand=bench${query}${after ? `&after=${after}` : ""}`);
        const body = (await response.json()) as { result: { reports: unknown[]; next: string | null } };
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status}`);
        seen += body.result.reports.length;
        if (!body.result.next) break;
        after = body.result.next;
      }
      const sorted = [...times].sort((a, b) => a - b);
      const ms = (v: number) => v.toFixed(2).padStart(8);
      process.stdout.write(
        `${label.padEnd(38)} ${String(times.length).padStart(6)} ${String(seen).padStart(7)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? 0)}\n`,
      );
    }

    const started = performance.now();
    const csv = await (await get("/api/v1/admin/ops-reports.csv?brand=bench&courier=c-one")).text();
    process.stdout.write(
      `\nCSV of one courier: ${csv.split("\r\n").length - 2} rows, ${(csv.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s\n`,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
