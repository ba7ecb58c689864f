import { execFileSync } from "node:child_process";
import { closeSync, createReadStream, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_NODE_FLAGS } from "../src/memory/young-generation.ts";
import { createApp } from "../src/app.ts";
import { createDatabase, type DatabaseConfig } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import { saveWebhookSecret } from "@portal/db/repositories/webhook-secrets";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { loadEnv } from "../src/env.ts";
import { runPortalCli } from "../src/import/portal-cli.ts";
import { createLogger } from "../src/log/logger.ts";
import { limitHeapGrowth } from "../src/memory/heap-growth.ts";
import { ClientAssets } from "../src/ssr/client-assets.ts";

/**
 * `pnpm bench:import`: `pnpm portal import` throughput and memory on SQLite and PostgreSQL.
 *
 *   node dist/bench-import.js [--shipments 100000] [--small 20000] [--webhooks 2000]
 *
 * 1. Writes an import document of --shipments shipments (4 scans each, zone-less IST times,
 *    two shipments per order, a brand and its courier catalogue first) to a temporary file,
 *    piece by piece, and a --small one.
 * 2. Imports each file through `pnpm portal import`'s code (runPortalCli) in a child process
 *    of its own per database, so each peak RSS is that import's alone: prints shipments/s,
 *    then the re-import of the same file (every shipment unchanged) and the peak RSS. The
 *    small file on SQLite shows whether memory grows with the file.
 *    The database's schema is created before the clock starts (the import's migrate step
 *    then has nothing to do).
 * 3. PostgreSQL runs in a throwaway cluster started the way the tests start it; without its
 *    server binaries it is skipped with the reason printed.
 * 4. Sends --webhooks ClickPost tracking payloads through the whole HTTP app in-process and
 *    prints payloads/s.
 * Figures of one run on a shared machine: compare within a run; the load average is printed.
 */
const COUNT_OPTIONS = { shipments: 100_000, small: 20_000, webhooks: 2_000 } as const;
type CountOption = keyof typeof COUNT_OPTIONS;

/** `--name N` pairs; a bare `--` (as a package manager may pass one along) is skipped, anything else unknown stops the run. */
function countOptions(argv: readonly string[]): Record<CountOption, number> {
  const counts: Record<CountOption, number> = { ...COUNT_OPTIONS };
  const rest = argv.filter((arg) => arg !== "--");
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i]?.replace(/^--/, "") ?? "";
    const value = Number(rest[i + 1]);
    if (!(name in COUNT_OPTIONS) || !Number.isInteger(value) || value < 1) {
      process.stderr.write(`bench:import: unknown option or count "${rest[i]} ${rest[i + 1] ?? ""}". Options: --shipments N --small N --webhooks N\n`);
      process.exit(2);
    }
    counts[name as CountOption] = value;
  }
  return counts;
}
/** A measured import runs in a child process of this script: `--child <json>`. */
const childAt = process.argv.indexOf("--child");
const childArgs = childAt === -1 ? undefined : process.argv[childAt + 1];
const { shipments: SHIPMENTS, small: SMALL, webhooks: WEBHOOKS } = childArgs === undefined ? countOptions(process.argv.slice(2)) : COUNT_OPTIONS;
const HOST = "bench.portal.bench";
const NOW = new Date("2026-11-24T12:00:00.000Z");

// better-sqlite3 works synchronously, so no timer would ever sample in between: ask the OS.
const peakRss = () => process.resourceUsage().maxRSS * 1024;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One import measured in a child process. */
interface ChildReport {
  seconds: number;
  /** CPU time of the import (user + system): steadier than wall time on a busy machine. */
  cpuSeconds: number;
  /** CPU time the PostgreSQL server spent on it (all its processes), when it is the bench's own cluster. */
  dbCpuSeconds: number | undefined;
  created: number;
  rejected: number;
  peakRssFirst: number;
  reSeconds: number;
  reCpuSeconds: number;
  reDbCpuSeconds: number | undefined;
  unchanged: number;
  peakRss: number;
  /**
   * V8 heap in use after the first import, collected (live objects): to tell what the import
   * keeps from the peak RSS, which also holds garbage V8 lets pile up before collecting it.
   */
  heapUsed: number;
}

function shipment(i: number): string {
  const day = (d: number, hh: string) => `2026-11-${String(18 + d).padStart(2, "0")} ${hh}:00`;
  return JSON.stringify({
    brand: "bench",
    waybill: `BENCH${i}`,
    order_id: `ORD${Math.floor(i / 2)}`,
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
  });
}

/** Writes the document piece by piece: the bench never holds it either. */
function writeDocument(path: string, count: number): void {
  const fd = openSync(path, "w");
  const head = {
    version: 1,
    brands: [{ subdomain: "bench", theme: { name: "Bench", config: { time_zone: "Asia/Kolkata" } } }],
    couriers: [{ brand: "bench", id: 1, name: "Swift", time_zone: "Asia/Kolkata" }],
  };
  writeSync(fd, `${JSON.stringify(head).slice(0, -1)},"shipments":[\n`);
  let piece: string[] = [];
  for (let i = 0; i < count; i += 1) {
    piece.push(shipment(i));
    if (piece.length === 1000 || i === count - 1) {
      writeSync(fd, `${i >= piece.length ? ",\n" : ""}${piece.join(",\n")}`);
      piece = [];
    }
  }
  writeSync(fd, "\n]}\n");
  closeSync(fd);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds the PostgreSQL cluster listening on `port` has used so far: its postmaster,
 * its live processes, and the backends it has reaped (the postmaster's children's times).
 * Undefined off Linux or when no such postmaster is found.
 */
function postgresCpuSeconds(port: number | undefined): number | undefined {
  if (port === undefined) return undefined;
  const procs: Array<{ pid: number; ppid: number; own: number; reaped: number; argv: string[] }> = [];
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state, ppid, ..., utime (14), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const field = (n: number) => Number(fields[n - 3]);
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      procs.push({ pid: Number(pid), ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17), argv });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  const postmaster = procs.find((p) => p.argv.some((arg, i) => arg === "-p" && p.argv[i + 1] === String(port)) || p.argv.includes(`-p ${port}`));
  if (!postmaster) return undefined;
  let ticks = postmaster.own + postmaster.reaped;
  for (const p of procs) if (p.ppid === postmaster.pid) ticks += p.own;
  return ticks / CLOCK_TICKS;
}

/** In the child: import the file twice through the CLI's code and report. */
async function child(file: string, config: DatabaseConfig, postgresPort: number | undefined): Promise<void> {
  limitHeapGrowth(); // as cli.ts does
  // The schema first, untimed: the import's own migrate step then finds nothing to do, so the
  // figures are the import's and not the one-off creation of a new database's 100-odd tables.
  const schema = createDatabase(config);
  await migrateToLatest(schema.db);
  await schema.close();
  const once = async () => {
    let out = "";
    const started = performance.now();
    const cpu = process.cpuUsage();
    const dbCpu = postgresCpuSeconds(postgresPort);
    const code = await runPortalCli(["import", file], {
      openDatabase: () => createDatabase(config),
      openFile: (path) => createReadStream(path, { encoding: "utf8", highWaterMark: 256 * 1024 }),
      stdout: (text) => (out += text),
      stderr: (text) => process.stderr.write(text),
      now: () => NOW,
    });
    if (code !== 0) throw new Error(`import exited ${code}:\n${out}`);
    const counts = /shipments: +(\d+) created, (\d+) updated, (\d+) unchanged/.exec(out);
    const rejected = /rejected: +(\d+)/.exec(out);
    const used = process.cpuUsage(cpu);
    const dbCpuAfter = postgresCpuSeconds(postgresPort);
    // Collected first (the child runs with --expose-gc), so this is what the import keeps, not
    // garbage V8 has not got round to: the figure that must not grow with the file.
    (globalThis as { gc?: () => void }).gc?.();
    const heapUsed = process.memoryUsage().heapUsed;
    return {
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      dbCpuSeconds: dbCpu === undefined || dbCpuAfter === undefined ? undefined : dbCpuAfter - dbCpu,
      created: Number(counts?.[1]),
      unchanged: Number(counts?.[3]),
      rejected: Number(rejected?.[1]),
      heapUsed,
    };
  };
  const first = await once();
  const peakRssFirst = peakRss();
  const again = await once();
  const report: ChildReport = {
    seconds: first.seconds,
    cpuSeconds: first.cpuSeconds,
    dbCpuSeconds: first.dbCpuSeconds,
    created: first.created,
    rejected: first.rejected,
    peakRssFirst,
    reSeconds: again.seconds,
    reCpuSeconds: again.cpuSeconds,
    reDbCpuSeconds: again.dbCpuSeconds,
    unchanged: again.unchanged,
    peakRss: peakRss(),
    heapUsed: first.heapUsed,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

/**
 * Shipments per CPU-second of the import process, and with the PostgreSQL server's CPU added
 * when known: together what one core would do with the machine to itself, which a loaded
 * machine's wall time does not show.
 */
function perCpuSecond(count: number, cpuSeconds: number, dbCpuSeconds: number | undefined): string {
  const own = `${(count / cpuSeconds).toFixed(0)} per CPU-second`;
  return dbCpuSeconds === undefined
    ? own
    : `${own}; with the server's ${dbCpuSeconds.toFixed(1)} CPU-s, ${(count / (cpuSeconds + dbCpuSeconds)).toFixed(0)} per CPU-second`;
}

function measure(label: string, file: string, count: number, config: DatabaseConfig, postgresPort?: number): void {
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", ...SERVER_NODE_FLAGS, fileURLToPath(import.meta.url), "--child", JSON.stringify({ file, config, postgresPort })],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      maxBuffer: 1 << 20,
    },
  );
  const report = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as ChildReport;
  if (report.created !== count || report.unchanged !== count)
    throw new Error(`${label}: expected ${count} created and unchanged, got ${JSON.stringify(report)}`);
  const size = (statSync(file).size / 1024 / 1024).toFixed(0);
  console.log(
    `${label.padEnd(11)} ${String(count).padStart(7)} shipments (${size} MB): ${(count / report.seconds).toFixed(0).padStart(6)} shipments/s import, ` +
      `(${perCpuSecond(count, report.cpuSeconds, report.dbCpuSeconds)}), ${(count / report.reSeconds).toFixed(0).padStart(6)} shipments/s re-import (all unchanged; ${perCpuSecond(count, report.reCpuSeconds, report.reDbCpuSeconds)}), peak RSS ${mb(report.peakRssFirst)} (${mb(report.peakRss)} after both; live heap ${mb(report.heapUsed)})`,
  );
}

async function webhooks(sqliteFile: string, dir: string): Promise<void> {
  const database = createDatabase({ sqliteFile });
  try {
    const db = database.db;
    const brand = await findBrandBySubdomain(db, "bench");
    if (!brand) throw new Error("bench brand missing");
    const token = "bench-webhook-token-0123456789";
    await saveWebhookSecret(db, brand.id, "clickpost", token, { now: NOW });
    const env = loadEnv({ PORTAL_BASE_DOMAIN: "portal.bench", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }, []);
    const app = createApp({
      db,
      env,
      assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }),
      clientDir: dir,
      log: createLogger("silent"),
    });
    const started = performance.now();
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
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `webhooks (ClickPost, in-process HTTP): ${WEBHOOKS} payloads in ${seconds.toFixed(1)} s = ${(WEBHOOKS / seconds).toFixed(0)} payloads/s${failed ? ` (${failed} not 200)` : ""}`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "portal-bench-import-"));
  try {
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    const big = join(dir, "big.json");
    const small = join(dir, "small.json");
    writeDocument(big, SHIPMENTS);
    writeDocument(small, SMALL);

    measure("SQLite", big, SHIPMENTS, { sqliteFile: join(dir, "big.sqlite") });
    measure("SQLite", small, SMALL, { sqliteFile: join(dir, "small.sqlite") });

    const skip = postgresUnavailableReason();
    const binaries = findPostgresBinaries();
    if (skip || !binaries) console.log(`PostgreSQL  skipped: ${skip ?? "no server binaries"}`);
    else {
      const cluster = await startPostgresCluster(binaries);
      try {
        measure("PostgreSQL", big, SHIPMENTS, { databaseUrl: await cluster.createDatabase("bench_import") }, cluster.port);
      } finally {
        await cluster.stop();
      }
    }
    if (WEBHOOKS > 0) await webhooks(join(dir, "big.sqlite"), dir);
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const run = childArgs
  ? (() => {
      const { file, config, postgresPort } = JSON.parse(childArgs) as { file: string; config: DatabaseConfig; postgresPort?: number };
      return child(file, config, postgresPort);
    })()
  : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
