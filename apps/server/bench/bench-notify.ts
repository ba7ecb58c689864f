import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { MOMENTS } from "@portal/core/notifications";
import { createDatabase, type DatabaseConfig } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { saveNotificationSettings } from "@portal/db/repositories/notifications";
import type { Database } from "@portal/db/schema";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { createLogger } from "../src/log/logger.ts";
import { emailSender } from "../src/notifications/channels/email.ts";
import { enqueueShipmentNotifications } from "../src/notifications/enqueue-shipment-notifications.ts";
import { createNotificationWorker } from "../src/notifications/send-worker.ts";
import { runBench, textTable } from "./bench-cli.ts";
import { startStallMeter, type Stalls } from "./stall-meter.ts";

/**
 * `pnpm bench:notify`: a sale-day burst of --events shipment changes (default 100,000), each
 * an out-for-delivery scan, on SQLite (a file) and PostgreSQL (a throwaway cluster; skipped
 * with the reason when its binaries are missing).
 *
 * - queued/s: the decisions and outbox rows, as the import makes them: batches of 1000
 *   shipments, each in its own transaction (enqueueShipmentNotifications), one e-mail each,
 *   and each shipment's "delayed past the EDD" timer (it has a promised date);
 * - sent/s: the worker (claim, render in the shopper's language, build the MIME message with
 *   nodemailer, settle), --senders workers side by side as replicas would, with no network
 *   (the demo's printing transport, output dropped): what the portal itself costs per message;
 * - the longest event-loop stall in each phase (perf_hooks monitorEventLoopDelay), the goal
 *   being under 50 ms so pages keep answering during a burst, with its p99, and the longest
 *   stall spent on this process's CPU (stall-meter.ts: what is left once the time the machine
 *   gave other processes is taken out);
 * - the peak resident set while sending (memory stays flat over a 100k burst).
 * Figures of one run on a shared machine: the load average is printed. --only sqlite|postgres
 * runs one database; progress goes to stderr every tenth of the burst.
 */
const EVENTS = Number(process.argv[process.argv.indexOf("--events") + 1]) || 100_000;
const SENDERS = Number(process.argv[process.argv.indexOf("--senders") + 1]) || 4;
/** Messages each worker claims per round (the worker's batch). */
const WORKER_BATCH = Number(process.argv[process.argv.indexOf("--batch") + 1]) || 100;
const BATCH = 1000;
/** --only sqlite | postgres: one database (a quicker look while profiling). */
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const NOW = new Date("2026-12-04T06:00:00Z");
const BRAND = "b-bench";
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function seed(db: Kysely<Database>): Promise<void> {
  const at = NOW.toISOString();
  await db.insertInto("brands").values({ id: BRAND, subdomain: "bench", name: "Bench", brand_package: "default", created_at: at }).execute();
  await saveNotificationSettings(
    db,
    BRAND,
    { moments: [...MOMENTS], channels: ["email"], quietFrom: "00:00", quietTo: "00:00", defaultLocale: "en" },
    { now: NOW },
  );
  for (let start = 0; start < EVENTS; start += 500) {
    const ids = Array.from({ length: Math.min(500, EVENTS - start) }, (_, k) => start + k);
    // Columns left out are null: only what the notifications read is written.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("orders")
        .values(
          ids.map((i) => ({
            id: `o${i}`,
            brand_id: BRAND,
            order_id: `ORD${i}`,
            order_date: at,
            currency: "INR",
            total_minor: 69900,
            payment_method: "PREPAID",
            customer_name: "Shopper",
            customer_phone: "9845012345",
            customer_email: `shopper${i}@example.com`,
            customer_country: "IN",
            created_at: at,
          })),
        )
        .execute();
      await trx
        .insertInto("shipments")
        .values(
          ids.map((i) => ({
            id: `s${i}`,
            brand_id: BRAND,
            order_ref: `o${i}`,
            waybill: `BENCH${i}`,
            order_type: "PREPAID",
            // Promised for two days later: each write also sets its "delayed" timer, as a real burst's would.
            edd: "2026-12-06",
            latest_code: 6,
            latest_status: "Out for Delivery",
            latest_scanned_at: at,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
    });
  }
}

interface Figures {
  queuedPerSecond: number;
  queueStalls: Stalls;
  sentPerSecond: number;
  sendStalls: Stalls;
  /** The largest resident set seen while sending (sampled per round), in MiB. */
  peakRssMiB: number;
}

async function measure(config: DatabaseConfig): Promise<Figures> {
  const database = createDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seed(database.db);
    let meter = startStallMeter();
    let started = performance.now();
    let queued = 0;
    for (let start = 0; start < EVENTS; start += BATCH) {
      const writes = Array.from({ length: Math.min(BATCH, EVENTS - start) }, (_, k) => ({ brandId: BRAND, waybill: `BENCH${start + k}`, codeBefore: 5 }));
      queued += await database.db.transaction().execute((trx) => enqueueShipmentNotifications(trx, writes, NOW));
      // node:sqlite answers synchronously: without a turn of the loop between batches no timer
      // runs at all, and the stall would read 0 while the whole burst blocks. Pages get this turn too.
      await yieldToLoop();
    }
    process.stderr.write(`  queued ${queued.toLocaleString("en")}\n`);
    const queueSeconds = (performance.now() - started) / 1000;
    const queueStalls = meter.stop();
    if (queued !== EVENTS) throw new Error(`queued ${queued} of ${EVENTS}`);

    meter = startStallMeter();
    let peakRss = process.memoryUsage.rss();
    const workers = Array.from({ length: SENDERS }, () =>
      createNotificationWorker({
        db: database.db,
        log: createLogger("silent"),
        now: () => NOW,
        batchSize: WORKER_BATCH,
        senders: { email: emailSender({ smtpUrl: undefined, from: "notifications@bench.test", print: () => undefined }), providers: {} },
        linkKey: Buffer.alloc(32, 9),
        originOf: (subdomain) => `https://${subdomain}.portal.test`,
      }),
    );
    started = performance.now();
    let sent = 0;
    await Promise.all(
      workers.map(async (worker) => {
        for (;;) {
          const count = await worker.runOnce();
          const before = sent;
          sent += count;
          if (Math.floor(sent / (EVENTS / 10)) > Math.floor(before / (EVENTS / 10))) process.stderr.write(`  sent ${sent.toLocaleString("en")}\n`);
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
          await yieldToLoop();
          if (count === 0) break;
        }
      }),
    );
    const sendSeconds = (performance.now() - started) / 1000;
    const sendStalls = meter.stop();
    if (sent !== EVENTS) throw new Error(`sent ${sent} of ${EVENTS}`);
    return {
      queuedPerSecond: EVENTS / queueSeconds,
      queueStalls,
      sentPerSecond: EVENTS / sendSeconds,
      sendStalls,
      peakRssMiB: peakRss / 2 ** 20,
    };
  } finally {
    await database.close();
  }
}

runBench(async () => {
  const rows: string[][] = [];
  const stalls = (s: Stalls) => `${s.maxMs.toFixed(0)} / ${s.p99Ms.toFixed(0)} / ${s.onCpuMaxMs.toFixed(0)} ms`;
  const row = (label: string, f: Figures) => [
    label,
    Math.round(f.queuedPerSecond).toLocaleString("en"),
    stalls(f.queueStalls),
    Math.round(f.sentPerSecond).toLocaleString("en"),
    stalls(f.sendStalls),
    `${f.peakRssMiB.toFixed(0)} MiB`,
  ];
  const scratch = mkdtempSync(join(tmpdir(), "portal-bench-notify-"));
  try {
    if (ONLY !== "postgres") rows.push(row("SQLite (file)", await measure({ sqliteFile: join(scratch, "bench.sqlite") })));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const reason = postgresUnavailableReason();
  const binaries = reason ? undefined : findPostgresBinaries();
  if (ONLY === "sqlite") {
    // --only sqlite: PostgreSQL left out on purpose.
  } else if (!binaries) rows.push(["PostgreSQL", `skipped: ${reason ?? "no binaries"}`, "", "", "", ""]);
  else {
    const cluster = await startPostgresCluster(binaries);
    try {
      rows.push(row("PostgreSQL", await measure({ databaseUrl: await cluster.createDatabase("bench_notify") })));
    } finally {
      await cluster.stop();
    }
  }
  process.stdout.write(
    `bench:notify: ${EVENTS.toLocaleString("en")} out-for-delivery events, one e-mail each; ${SENDERS} workers of ${WORKER_BATCH}; load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  process.stdout.write(
    textTable(["database", "queued/s", "queue stall max / p99 / on-CPU max", "sent/s", "send stall max / p99 / on-CPU max", "peak RSS (send)"], rows),
  );
  process.stdout.write("\n");
});
