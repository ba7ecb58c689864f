import { spawnSync, fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { freePort, nginxUnavailableReason, startNginx } from "../src/testing/nginx-proxy.ts";
import { startReplica, stopReplica } from "../src/testing/replica-process.ts";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:sale-day` (issue 36): N replicas (1, 2, 3) of the built server on one PostgreSQL
 * behind Debian's nginx, configured as docs/deploy/nginx-portal.conf says. A brand gets
 * --shipments shipments (default 1M; 10M as the issue asks takes about ten minutes to load),
 * bulk-loaded set-based in PostgreSQL. A load generator in its own process then runs for
 * --seconds: shoppers opening distinct tracking links (cache misses) and the track-order API,
 * and aggregator webhooks posting scans with Idempotency-Keys (retried until acknowledged, as a
 * sender does). With N ≥ 2 one replica is killed with SIGKILL a third of the way in and
 * restarted; another is stopped with SIGTERM (a rolling deploy) two thirds in and restarted.
 * Prints per N: requests/s, p50/p99 per kind, errors shoppers saw, CPU per request, each
 * replica's peak RSS, and scans acknowledged vs stored (lost, doubled).
 *
 *   node dist/bench-sale-day.js [--replicas 1,2,3] [--shipments 1000000] [--seconds 30] [--connections 32]
 */

const DIST = dirname(fileURLToPath(import.meta.url));
const CLOCK_TICKS = 100;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

type Kind = "page" | "api" | "webhook";
interface LoadPlan {
  port: number;
  apiKey: string;
  shipments: number;
  seconds: number;
  connections: number;
  runId: string;
}
interface LoadResult {
  latencies: Record<Kind, number[]>;
  errors: Record<Kind, number>;
  errorSamples: string[];
  acknowledged: string[];
  webhookRetries: number;
}

// ---- the load generator (its own process, so its CPU is not the replicas') ----

const waybillOf = (i: number) => `SD${String(i).padStart(9, "0")}`;

async function generateLoad(plan: LoadPlan, phase: (fraction: number) => void): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections });
  const result: LoadResult = {
    latencies: { page: [], api: [], webhook: [] },
    errors: { page: 0, api: 0, webhook: 0 },
    errorSamples: [],
    acknowledged: [],
    webhookRetries: 0,
  };
  const send = (host: string, path: string, method = "GET", body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const outgoing = request({ host: "127.0.0.1", port: plan.port, path, method, agent, headers: { ...headers, host } }, (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: text }));
        incoming.on("error", (error) => resolve({ status: 0, body: String(error) }));
      });
      outgoing.on("error", (error) => resolve({ status: 0, body: String(error) }));
      outgoing.end(body);
    });
  const started = performance.now();
  const end = started + plan.seconds * 1000;
  let reported = 0;
  const tick = () => {
    const fraction = (performance.now() - started) / (plan.seconds * 1000);
    if (fraction >= reported + 1 / 12) phase((reported = Math.floor(fraction * 12) / 12));
  };
  const random = () => Math.floor(Math.random() * plan.shipments);
  const shopper = async (kind: "page" | "api") => {
    while (performance.now() < end) {
      const waybill = waybillOf(random());
      const path = kind === "page" ? `/en/tracking?waybill=${waybill}` : `/api/v1/track-order?waybill=${waybill}`;
      const at = performance.now();
      const answer = await send("demo.localhost", path);
      result.latencies[kind].push(performance.now() - at);
      if (answer.status !== 200) {
        result.errors[kind] += 1;
        if (result.errorSamples.length < 5) result.errorSamples.push(`${kind} ${answer.status} ${answer.body.slice(0, 100)}`);
      }
      tick();
    }
  };
  const webhook = async (lane: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const id = `sale-day ${plan.runId} ${lane}-${n}`;
      const body = JSON.stringify({
        version: 1,
        shipments: [
          {
            brand: "demo",
            waybill: waybillOf(random()),
            // Its own minute: one status within a minute is one scan told twice (src/import/scan-match.ts).
            scans: [
              {
                code: 5,
                status: "In Transit",
                description: id,
                location: `Hub ${lane}`,
                timestamp: new Date(Date.UTC(2026, 9, 1) + (n * 64 + lane) * 61_000).toISOString(),
              },
            ],
          },
        ],
      });
      const headers = { "content-type": "application/json", authorization: `Bearer ${plan.apiKey}`, "idempotency-key": `sale-${plan.runId}-${lane}-${n}` };
      const at = performance.now();
      for (let attempt = 0; ; attempt++) {
        const answer = await send("localhost", "/api/v1/ingest", "POST", body, headers);
        if (answer.status === 200) break;
        result.webhookRetries += 1;
        if (attempt === 0) result.errors.webhook += 1;
        if (attempt > 100) throw new Error(`ingest never acknowledged: ${answer.status} ${answer.body.slice(0, 200)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      result.latencies.webhook.push(performance.now() - at);
      result.acknowledged.push(id);
      tick();
    }
  };
  const webhooks = Math.max(1, Math.round(plan.connections / 8));
  const shoppers = plan.connections - webhooks;
  await Promise.all([
    ...Array.from({ length: Math.ceil(shoppers / 2) }, () => shopper("page")),
    ...Array.from({ length: Math.floor(shoppers / 2) }, () => shopper("api")),
    ...Array.from({ length: webhooks }, (_, lane) => webhook(lane)),
  ]);
  agent.destroy();
  return result;
}

if (process.argv.includes("--load")) {
  process.once("message", (plan: LoadPlan) => {
    generateLoad(plan, (fraction) => process.send?.({ phase: fraction })).then(
      (result) => process.send?.({ result }, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`load failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
} else {
  runBench(main);
}

// ---- the orchestrator ----

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
function peakRssMb(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Orders, shipments and two scans each for the demo brand, set-based in slices: loading is not what is measured. */
async function bulkLoad(client: pg.Client, brandId: string, courierId: string, count: number): Promise<number> {
  const started = performance.now();
  const T = "2026-10-01T10:00:00.000Z";
  const SLICE = 500_000;
  for (let from = 0; from < count; from += SLICE) {
    const to = Math.min(count, from + SLICE) - 1;
    await client.query("begin");
    await client.query(
      `insert into orders (id, brand_id, order_id, order_date, currency, total_minor, payment_method, customer_name, created_at)
       select 'sd-o-' || g, $1, 'SD-' || g, $2, 'INR', 49900, 'PREPAID', 'Sale Shopper', $2 from generate_series($3::int, $4::int) g`,
      [brandId, T, from, to],
    );
    await client.query(
      `insert into shipments (id, brand_id, order_ref, waybill, courier_id, order_type, latest_code, latest_status, latest_description, latest_location, latest_scanned_at, created_at, updated_at)
       select 'sd-s-' || g, $1, 'sd-o-' || g, 'SD' || lpad(g::text, 9, '0'), $2, 'PREPAID', 5, 'In Transit', 'Shipment in transit', 'Pune Hub', $3, $3, $3
       from generate_series($4::int, $5::int) g`,
      [brandId, courierId, T, from, to],
    );
    await client.query(
      `insert into scans (id, shipment_id, code, status, description, location, scanned_at)
       select 'sd-c' || k || '-' || g, 'sd-s-' || g, case k when 1 then 1 else 5 end, case k when 1 then 'Order Placed' else 'In Transit' end,
              case k when 1 then 'Order received' else 'Shipment in transit' end, 'Pune Hub', case k when 1 then '2026-09-30T10:00:00.000Z' else $1 end
       from generate_series($2::int, $3::int) g cross join (values (1), (2)) as kinds(k)`,
      [T, from, to],
    );
    await client.query("commit");
    process.stderr.write(`  ${(to + 1).toLocaleString("en")} shipments loaded\n`);
  }
  await client.query("analyze");
  return count / ((performance.now() - started) / 1000);
}

async function main() {
  const unavailable = postgresUnavailableReason() ?? nginxUnavailableReason();
  if (unavailable) throw new Error(unavailable);
  const replicaCounts = option("replicas", "1,2,3")
    .split(",")
    .map(Number)
    .filter((n) => n >= 1);
  const shipments = Number(option("shipments", "1000000"));
  const seconds = Number(option("seconds", "30"));
  const connections = Number(option("connections", "32"));
  const scratch = mkdtempSync(join(tmpdir(), "portal-sale-day-"));
  const cluster = await startPostgresCluster(findPostgresBinaries()!);
  try {
    const databaseUrl = await cluster.createDatabase("portal_sale_day");
    const env = (port: number): Record<string, string> => ({
      // The replicas need no tool from PATH beyond the Node running this.
      PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      UPLOAD_DIR: join(scratch, "uploads"),
      PORTAL_BASE_DOMAIN: "localhost",
      SESSION_SECRET: "sale-day-bench-secret-of-enough-length",
      TRUST_PROXY: "true",
      // The load comes from one address standing for many shoppers.
      RATE_LIMIT_PER_MINUTE: "0",
      MALLOC_ARENA_MAX: "2",
    });
    const main = join(DIST, "main.js");
    // LOG_LEVEL=info for the first start: "listening" is how a start is seen.
    const seeding = await startReplica({ ...env(await freePort()), LOG_LEVEL: "info" }, ["--demo"], main);
    await stopReplica(seeding, "SIGTERM");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const brand = await client.query<{ id: string; courier_id: string }>(
      "select b.id, s.courier_id from brands b join shipments s on s.brand_id = b.id where b.subdomain = 'demo' and s.courier_id is not null limit 1",
    );
    const { id: brandId, courier_id: courierId } = brand.rows[0]!;
    process.stderr.write(`Loading ${shipments.toLocaleString("en")} shipments into PostgreSQL\n`);
    const loadRate = await bulkLoad(client, brandId, courierId, shipments);
    const made = spawnSync(process.execPath, [join(DIST, "cli.js"), "api-key", "demo"], { env: env(0), encoding: "utf8" });
    const apiKey = /pik_[A-Za-z0-9_-]+/.exec(made.stdout)?.[0];
    if (!apiKey) throw new Error(`no API key: ${made.stderr}`);

    const rows: string[][] = [];
    const notes: string[] = [];
    for (const n of replicaCounts) {
      const ports = await Promise.all(Array.from({ length: n }, () => freePort()));
      const live = new Map<number, ChildProcess>();
      const cpuSpent = new Map<number, number>();
      const peaks: number[] = [];
      const start = async (port: number) => {
        const child = await startReplica({ ...env(port), LOG_LEVEL: "info" }, [], main);
        live.set(port, child);
        cpuSpent.set(child.pid!, 0);
      };
      const retire = async (port: number, signal: "SIGKILL" | "SIGTERM") => {
        const child = live.get(port)!;
        cpuSpent.set(child.pid!, cpuSeconds(child.pid!));
        peaks.push(peakRssMb(child.pid!));
        await stopReplica(child, signal);
      };
      for (const port of ports) await start(port);
      const proxy = await startNginx(join(scratch, `nginx-${n}`), ports);
      const cpuBefore = new Map([...live.values()].map((child) => [child.pid!, cpuSeconds(child.pid!)]));
      const runId = `n${n}-${Date.now()}`;
      const generator = fork(fileURLToPath(import.meta.url), ["--load"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
      const events: Promise<void>[] = [];
      const result = await new Promise<LoadResult>((resolve, reject) => {
        generator.on("message", (message: { phase?: number; result?: LoadResult }) => {
          if (message.result) resolve(message.result);
          // A third in: a replica is lost; two thirds in: it is back, and another is redeployed.
          if (n >= 2 && message.phase !== undefined && Math.abs(message.phase - 4 / 12) < 1e-9)
            events.push(retire(ports[0]!, "SIGKILL").then(() => start(ports[0]!)));
          if (n >= 2 && message.phase !== undefined && Math.abs(message.phase - 8 / 12) < 1e-9)
            events.push(Promise.all(events).then(() => retire(ports[1]!, "SIGTERM").then(() => start(ports[1]!))));
        });
        generator.once("exit", (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
        generator.send({ port: proxy.port, apiKey, shipments, seconds, connections, runId } satisfies LoadPlan);
      });
      await Promise.all(events);
      // CPU of every replica process that served: the ones retired (until they went) and the ones still up.
      let cpu = 0;
      for (const [pid, spent] of cpuSpent) cpu += spent > 0 ? spent - (cpuBefore.get(pid) ?? 0) : 0;
      for (const child of live.values()) {
        cpu += cpuSeconds(child.pid!) - (cpuBefore.get(child.pid!) ?? 0);
        peaks.push(peakRssMb(child.pid!));
      }
      await proxy.stop();
      for (const port of ports) await stopReplica(live.get(port), "SIGTERM");

      const stored = await client.query<{ description: string; copies: string }>(
        "select description, count(*) as copies from scans where description like $1 group by description",
        [`sale-day ${runId} %`],
      );
      const copies = new Map(stored.rows.map((row) => [row.description, Number(row.copies)]));
      const lost = result.acknowledged.filter((id) => !copies.has(id)).length;
      const doubled = [...copies.values()].filter((c) => c > 1).length;
      const total = result.latencies.page.length + result.latencies.api.length + result.latencies.webhook.length;
      const ms = (v: number) => v.toFixed(1);
      rows.push([
        String(n),
        (total / seconds).toFixed(0),
        ...(["page", "api", "webhook"] as const).map((kind) => `${ms(quantile(result.latencies[kind], 0.5))} / ${ms(quantile(result.latencies[kind], 0.99))}`),
        String(result.errors.page + result.errors.api),
        `${((cpu / total) * 1000).toFixed(2)} ms`,
        peaks.map((p) => p.toFixed(0)).join(" "),
        `${result.acknowledged.length} / ${stored.rows.length} / ${lost} / ${doubled}`,
      ]);
      if (result.errorSamples.length > 0) notes.push(`N=${n} first errors: ${result.errorSamples.join(" | ")}`);
      if (result.webhookRetries > 0) notes.push(`N=${n}: ${result.webhookRetries} webhook retries by the sender`);
    }
    await client.end();
    const header = [
      "N",
      "req/s",
      "page p50/p99 ms",
      "api p50/p99 ms",
      "webhook p50/p99 ms",
      "shopper errors",
      "CPU/request",
      "peak RSS MB",
      "scans acked/stored/lost/doubled",
    ];
    process.stdout.write(
      `\nSale day: ${shipments.toLocaleString("en")} shipments on PostgreSQL (bulk-loaded at ${loadRate.toFixed(0)}/s), nginx, ${connections} connections for ${seconds} s per N` +
        `${replicaCounts.some((n) => n >= 2) ? "; with N ≥ 2 one replica SIGKILLed at 1/3 and restarted, another SIGTERMed and restarted at 2/3" : ""}\n` +
        `${textTable(header, rows)}\n${notes.map((note) => `${note}\n`).join("")}`,
    );
  } finally {
    await cluster.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
