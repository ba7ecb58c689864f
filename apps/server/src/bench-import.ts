import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateImportRecords } from "@portal/core/import";
import { createApp } from "./app.ts";
import { createDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { findBrandBySubdomain } from "./db/repositories/brands.ts";
import { saveWebhookSecret } from "./db/repositories/webhook-secrets.ts";
import { loadEnv } from "./env.ts";
import { importDocument } from "./import/import-document.ts";
import { createLogger } from "./log/logger.ts";
import { ClientAssets } from "./ssr/client-assets.ts";

/**
 * `pnpm bench:import`: import and webhook ingest throughput on SQLite (a temporary file).
 *
 *   node dist/bench-import.js [--shipments 20000] [--batch 5000] [--webhooks 2000]
 *
 * 1. Imports generated shipments (4 scans each, zone-less IST times, a courier catalogue)
 *    through the same path as `pnpm portal import`, in documents of --batch shipments, and
 *    prints shipments/s and the peak RSS. Then re-imports the first batch (all unchanged).
 * 2. Sends --webhooks ClickPost tracking payloads, one per request, HMAC-free token auth,
 *    through the whole HTTP app in-process (routing, auth, validation, import) and prints
 *    payloads/s.
 * Figures of one run on a shared machine: compare within a run.
 */
const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]?.replace(/^--/, "") ?? "", process.argv[i + 1] ?? "");
const SHIPMENTS = Number(args.get("shipments") ?? 20_000);
const BATCH = Number(args.get("batch") ?? 5_000);
const WEBHOOKS = Number(args.get("webhooks") ?? 2_000);
const HOST = "bench.portal.bench";

// better-sqlite3 works synchronously, so no timer would ever sample in between: ask the OS.
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function shipmentsDocument(from: number, count: number): unknown {
  const day = (d: number, hh: string) => `2026-11-${String(18 + d).padStart(2, "0")} ${hh}:00`;
  return {
    version: 1,
    shipments: Array.from({ length: count }, (_, i) => ({
      brand: "bench",
      waybill: `BENCH${from + i}`,
      order_id: `ORD${from + i}`,
      cp_id: 1,
      customer_info: { name: "Bench Shopper", phone: "9845012345", address: "14 Koregaon Park Road, Pune", pincode: "411001" },
      additional: { order_detail: [{ title: "Steel Water Bottle", sku: "BTL-1", quantity: 1, price: 699 }] },
      edd_from: "2026-11-22",
      edd_to: "2026-11-24",
      scans: [
        { code: 1, status: "Manifested", description: "Shipment manifested", location: "Pune", timestamp: day(0, "09") },
        { code: 4, status: "Dispatched", description: "Picked up", location: "Bhiwandi", timestamp: day(1, "10") },
        { code: 5, status: "In Transit", description: "Reached the hub", location: "Nagpur", timestamp: day(2, "08") },
        { code: 6, status: "Out for Delivery", description: "Out for delivery", location: "Pune", timestamp: day(3, "08") },
      ],
    })),
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-import-"));
  const database = createDatabase({ sqliteFile: join(dir, "bench.sqlite") });
  try {
    const db = database.db;
    await migrateToLatest(db);
    const now = new Date();
    const setup = validateImportRecords({
      version: 1,
      brands: [{ subdomain: "bench", theme: { name: "Bench", config: { time_zone: "Asia/Kolkata" } } }],
      couriers: [{ brand: "bench", id: 1, name: "Swift", time_zone: "Asia/Kolkata" }],
    });
    if (!setup.ok) throw new Error(setup.message);
    await importDocument(db, setup.document, { now });

    const started = performance.now();
    for (let from = 0; from < SHIPMENTS; from += BATCH) {
      const records = validateImportRecords(shipmentsDocument(from, Math.min(BATCH, SHIPMENTS - from)));
      if (!records.ok) throw new Error(records.message);
      await importDocument(db, records.document, { now, atomic: false, origin: records.origin, rejected: records.rejected });
    }
    const seconds = (performance.now() - started) / 1000;
    const again = validateImportRecords(shipmentsDocument(0, Math.min(BATCH, SHIPMENTS)));
    if (!again.ok) throw new Error(again.message);
    const repeatStarted = performance.now();
    const repeat = await importDocument(db, again.document, { now, atomic: false });
    const repeatSeconds = (performance.now() - repeatStarted) / 1000;

    const brand = await findBrandBySubdomain(db, "bench");
    if (!brand) throw new Error("bench brand missing");
    const token = "bench-webhook-token-0123456789";
    await saveWebhookSecret(db, brand.id, "clickpost", token, { now });
    const env = loadEnv({ PORTAL_BASE_DOMAIN: "portal.bench", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }, []);
    const app = createApp({ db, env, assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }), clientDir: dir, log: createLogger("silent") });
    const webhookStarted = performance.now();
    let failed = 0;
    for (let i = 0; i < WEBHOOKS; i += 1) {
      const body = JSON.stringify({
        waybill: `BENCH${i % Math.max(SHIPMENTS, 1)}`,
        cp_id: 1,
        clickpost_status_code: 9,
        status: "Undelivered",
        remark: `Consignee not available (attempt ${i})`,
        location: "Pune",
        timestamp: "2026-11-21 14:05:00",
        additional: { ndr_status_code: 1 },
      });
      const response = await app.request(`http://${HOST}/api/v1/webhooks/clickpost`, {
        method: "POST",
        headers: { host: HOST, "content-type": "application/json", "x-webhook-token": token },
        body,
      });
      if (response.status !== 200) failed += 1;
    }
    const webhookSeconds = (performance.now() - webhookStarted) / 1000;

    console.log(`import (SQLite, batches of ${BATCH}):  ${SHIPMENTS} shipments in ${seconds.toFixed(1)} s = ${(SHIPMENTS / seconds).toFixed(0)} shipments/s`);
    console.log(`re-import of ${again.document.shipments.length} unchanged:        ${(again.document.shipments.length / repeatSeconds).toFixed(0)} shipments/s (${repeat.shipments_unchanged} unchanged)`);
    console.log(`webhooks (ClickPost, in-process HTTP): ${WEBHOOKS} payloads in ${webhookSeconds.toFixed(1)} s = ${(WEBHOOKS / webhookSeconds).toFixed(0)} payloads/s${failed ? ` (${failed} not 200)` : ""}`);
    console.log(`peak RSS: ${mb(peakRss())}`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
