import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "@portal/db/testing/postgres-cluster";
import { freePort, nginxUnavailableReason, startNginx, type NginxProxy } from "../src/testing/nginx-proxy.ts";
import { nextLogLine, startReplica, stopReplica } from "../src/testing/replica-process.ts";

// Sale day's failure, for real (issue 36): two replicas of the built server on one PostgreSQL
// behind Debian's nginx with docs/deploy/nginx-portal.conf. Under a steady mix of shoppers
// (tracking pages and the API) and a writer ingesting scans with Idempotency-Keys, one replica
// is killed with SIGKILL, restarted, and then the other is stopped with SIGTERM and restarted,
// as a rolling deploy does. No shopper may see an error, and every acknowledged scan must be
// stored exactly once.

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const unavailable = postgresUnavailableReason() ?? nginxUnavailableReason();
const scratch = mkdtempSync(join(tmpdir(), "portal-failover-"));
let cluster: PostgresCluster | undefined;
let databaseUrl = "";
let proxy: NginxProxy | undefined;
let apiKey = "";
let waybills: string[] = [];
const ports: number[] = [];
const replicas = new Map<number, ChildProcess>();
/** Shipments the writer scans: its own, so the demo's re-seeding (which replaces the demo shipments' histories) cannot touch them. */
const WRITTEN = Array.from({ length: 10 }, (_, i) => `FAILOVER-${i}`);
const STARTED = Date.now() - 10 * 86_400_000;
/** Over a minute apart per writer and lane: one status within a minute is one scan told twice (src/import/scan-match.ts). */
const scanTime = (lane: number, n: number) => new Date(STARTED + (n * 2 + lane) * 61_000).toISOString();

const env = (port: number) => ({
  PATH: process.env.PATH ?? "",
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  DATABASE_URL: databaseUrl,
  UPLOAD_DIR: join(scratch, "uploads"),
  PORTAL_BASE_DOMAIN: "localhost",
  SESSION_SECRET: "replica-failover-test-secret-of-enough-length",
  TRUST_PROXY: "true",
  // One test process stands for thousands of shoppers behind one address: the per-client limit
  // would measure itself, not the fail-over.
  RATE_LIMIT_PER_MINUTE: "0",
});

const start = async (port: number, args: string[] = []) => replicas.set(port, await startReplica(env(port), args, join(DIST, "main.js")));

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

interface Answer {
  status: number;
  body: string;
}

function send(host: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const outgoing = request(
      { host: "127.0.0.1", port: proxy?.port, path, method: init.method ?? "GET", agent, headers: { ...init.headers, host } },
      (incoming) => {
        let body = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (body += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.on("error", (error) => resolve({ status: 0, body: String(error) }));
      },
    );
    // A reset connection is an error a shopper would see (status 0).
    outgoing.on("error", (error) => resolve({ status: 0, body: String(error) }));
    outgoing.end(init.body);
  });
}

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startPostgresCluster(findPostgresBinaries()!);
  databaseUrl = await cluster.createDatabase("portal_failover");
  ports.push(await freePort(), await freePort());
  // The first replica migrates and seeds the demo; the second finds both done.
  await start(ports[0]!, ["--demo"]);
  await start(ports[1]!);
  const made = spawnSync(process.execPath, [join(DIST, "cli.js"), "api-key", "demo"], { env: env(0), encoding: "utf8" });
  apiKey = /pik_[A-Za-z0-9_-]+/.exec(made.stdout)?.[0] ?? "";
  if (!apiKey) throw new Error(`pnpm portal api-key demo gave no key: ${made.stderr}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = await client.query<{ waybill: string }>(
    "select s.waybill from shipments s join brands b on b.id = s.brand_id where b.subdomain = 'demo' and s.waybill is not null order by s.waybill",
  );
  await client.end();
  waybills = rows.rows.map((row) => row.waybill);
  proxy = await startNginx(join(scratch, "nginx"), ports);
  const created = await send("localhost", "/api/v1/ingest", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({
      version: 1,
      shipments: WRITTEN.map((waybill) => ({
        brand: "demo",
        waybill,
        scans: [{ code: 1, status: "Order Placed", timestamp: new Date(STARTED - 3_600_000).toISOString() }],
      })),
    }),
  });
  if (created.status !== 200) throw new Error(`could not create the written shipments: ${created.status} ${created.body}`);
}, 180_000);

afterAll(async () => {
  agent.destroy();
  await proxy?.stop();
  await Promise.all([...replicas.values()].map((child) => stopReplica(child, "SIGKILL")));
  await cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test.skipIf(Boolean(unavailable))(
  "a replica killed and a rolling restart behind nginx: no shopper sees an error, no acknowledged write is lost or doubled",
  async () => {
    const [a, b] = ports as [number, number];
    const shopperErrors: string[] = [];
    const acknowledged = new Set<string>();
    let completed = 0;
    let writerRetries = 0;
    let running = true;
    const waiters: { at: number; resolve: () => void }[] = [];
    const tick = () => {
      completed += 1;
      for (const waiter of waiters.filter((w) => completed >= w.at)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    /** Resolves once `count` more requests have been answered: progress, not time. */
    const afterRequests = (count: number) => new Promise<void>((resolve) => waiters.push({ at: completed + count, resolve }));

    const shopper = async (lane: number) => {
      for (let i = lane; running; i += 4) {
        const waybill = waybills[i % waybills.length]!;
        const path = i % 2 === 0 ? `/en/tracking?waybill=${waybill}` : `/api/v1/track-order?waybill=${waybill}`;
        const answer = await send("demo.localhost", path);
        if (answer.status !== 200) shopperErrors.push(`${path} → ${answer.status} ${answer.body.slice(0, 120)}`);
        tick();
      }
    };
    const writer = async (lane: number) => {
      for (let n = 0; running; n++) {
        const id = `failover scan ${lane}-${n}`;
        const waybill = WRITTEN[(lane * 7 + n) % WRITTEN.length]!;
        const body = JSON.stringify({
          version: 1,
          shipments: [{ brand: "demo", waybill, scans: [{ code: 5, status: "In Transit", description: id, location: "Pune", timestamp: scanTime(lane, n) }] }],
        });
        const headers = { "content-type": "application/json", authorization: `Bearer ${apiKey}`, "idempotency-key": `failover-${lane}-${n}` };
        // A webhook sender retries until it is acknowledged, with the same key.
        for (let attempt = 0; ; attempt++) {
          const answer = await send("localhost", "/api/v1/ingest", { method: "POST", body, headers });
          if (answer.status === 200) {
            acknowledged.add(id);
            break;
          }
          writerRetries += 1;
          if (attempt > 60) throw new Error(`ingest never acknowledged: ${answer.status} ${answer.body}`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        tick();
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(shopper).concat([0, 1].map(writer)));

    await afterRequests(150);
    await stopReplica(replicas.get(a), "SIGKILL");
    await afterRequests(150);
    await start(a);
    // As a rolling deploy does: the next replica stops only once the proxy sends this one traffic.
    await nextLogLine(replicas.get(a)!, "import received");
    await afterRequests(150);
    // Rolling deploy: B drains (SIGTERM) while A serves, then comes back.
    await stopReplica(replicas.get(b), "SIGTERM");
    await afterRequests(150);
    await start(b);
    await afterRequests(150);
    running = false;
    await load;

    expect(shopperErrors).toEqual([]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const stored = await client.query<{ description: string; copies: string }>(
      "select description, count(*) as copies from scans where description like 'failover scan %' group by description",
    );
    await client.end();
    const copies = new Map(stored.rows.map((row) => [row.description, Number(row.copies)]));
    expect(acknowledged.size).toBeGreaterThan(20);
    expect([...acknowledged].filter((id) => copies.get(id) !== 1)).toEqual([]);
    // Nothing stored that was never acknowledged (every write was retried until it was).
    expect([...copies.keys()].filter((id) => !acknowledged.has(id))).toEqual([]);
    console.info(`fail-over: ${completed} requests, ${acknowledged.size} scans acknowledged, ${writerRetries} writer retries`);
  },
  300_000,
);
