import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { apiPath } from "@portal/core/api";

/**
 * `pnpm bench:server`: how much the portal costs next to a bare Node HTTP server.
 *
 * Starts the built server (dist/main.js, demo mode, RATE_LIMIT_PER_MINUTE=0, a temporary
 * SQLite file) and a bare node:http server, each as a child process on a loopback port, then
 * runs autocannon from this process against: (a) GET track-order for a demo waybill, (b) the
 * demo brand's tracking page HTML (Host demo.localhost), (c) the bare server. Prints
 * requests/second, p50 and p99 latency, and each target's ratio to the bare server, then
 * stops the children and deletes the temporary files.
 *
 *   node dist/bench.js [--duration 10] [--connections 10] [--warmup 2]
 *
 * The load generator shares the machine with the servers: compare figures of one run.
 */

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon is CommonJS without type declarations.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const BARE_SERVER = `
const http = require("node:http");
const body = JSON.stringify({ meta: { success: true, status: 200, message: "" }, result: { ok: true } });
const server = http.createServer((req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => process.stdout.write(JSON.stringify({ port: server.address().port }) + "\\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

interface Target {
  name: string;
  port: number;
  path: string;
  host: string;
}

interface Measured {
  target: Target;
  probe: { status: number; bytes: number; contentType: string };
  result: AutocannonResult;
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(process.argv[at + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Starts a child and resolves with the first stdout/stderr line `pick` accepts. */
function startChild(args: string[], env: Record<string, string>, pick: (line: string) => number | undefined): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start within 60 s`)), 60_000);
    const onLine = (line: string) => {
      const port = pick(line);
      if (port !== undefined) {
        clearTimeout(timer);
        resolve({ child, port });
      }
    };
    for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on("line", onLine);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(" ")} exited with ${code} before listening`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function get(port: number, path: string, host: string): Promise<{ status: number; body: Buffer; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), contentType: String(res.headers["content-type"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A demo tracking link of the demo brand: its path, and the waybill/security_key it carries. */
async function demoTrackingLink(port: number): Promise<URL> {
  const answer = await get(port, "/__demo.json", `localhost:${port}`);
  const links = JSON.parse(answer.body.toString("utf8")) as Array<{ brand: string; url: string }>;
  const link = links.map((l) => ({ brand: l.brand, url: new URL(l.url) })).find((l) => l.brand === "demo" && l.url.searchParams.has("waybill"));
  if (!link) throw new Error("The demo index has no tracking link of the demo brand");
  return link.url;
}

async function measure(target: Target, settings: { connections: number; duration: number; warmup: number }): Promise<Measured> {
  const probe = await get(target.port, target.path, target.host);
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${target.port}${target.path}`, headers: { host: target.host }, connections: settings.connections, duration });
  if (settings.warmup > 0) await run(settings.warmup);
  const result = await run(settings.duration);
  return { target, probe: { status: probe.status, bytes: probe.body.length, contentType: probe.contentType.split(";")[0] ?? "" }, result };
}

function report(measured: Measured[], settings: { connections: number; duration: number; loadBefore: number }): string {
  const bare = measured.find((m) => m.target.name.startsWith("bare"))?.result;
  const fmt = (n: number, digits = 0) => n.toFixed(digits);
  const times = (r: number) => `${r >= 10 ? fmt(r) : r >= 1 ? fmt(r, 1) : r.toPrecision(2)}x`;
  const ratio = (n: number, d: number | undefined) => (d ? times(n / d) : "-");
  // autocannon counts latency in whole milliseconds: a bare 0 ms means "under 1 ms".
  const latencyRatio = (n: number, d: number | undefined) =>
    d === undefined ? "-" : d > 0 ? ratio(n, d) : n === 0 ? times(1) : `>=${times(n)}`;
  const rows = measured.map(({ target, probe, result }) => [
    target.name,
    `${probe.status} ${probe.contentType} ${probe.bytes} B`,
    fmt(result.requests.average),
    fmt(result.latency.p50, 1),
    fmt(result.latency.p99, 1),
    String(result.non2xx + result.errors + result.timeouts),
    ratio(result.requests.average, bare?.requests.average),
    latencyRatio(result.latency.p50, bare?.latency.p50),
    latencyRatio(result.latency.p99, bare?.latency.p99),
  ]);
  const header = ["target", "answer", "req/s", "p50 ms", "p99 ms", "non-2xx/err", "req/s vs bare", "p50 vs bare", "p99 vs bare"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  return [
    `autocannon: ${settings.connections} connections, ${settings.duration} s per target, loopback; ` +
      `${availableParallelism()} CPUs shared by load generator and servers, load average ${settings.loadBefore.toFixed(1)} before the run`,
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n");
}

async function main() {
  const settings = { duration: option("duration", 10), connections: option("connections", 10), warmup: option("warmup", 2), loadBefore: loadavg()[0] ?? 0 };
  const mainJs = fileURLToPath(new URL("./main.js", import.meta.url));
  const work = mkdtempSync(join(tmpdir(), "portal-bench-"));
  const children: ChildProcess[] = [];
  const cleanUp = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(work, { recursive: true, force: true });
  };
  process.once("SIGINT", () => void cleanUp().then(() => process.exit(130)));

  try {
    // Only these settings reach the server: no inherited environment, so runs are comparable.
    const portal = await startChild(
      [mainJs, "--demo"],
      {
        // Production React, as deployments and the README's start command run it.
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        PORTAL_MODE: "demo",
        PORTAL_BASE_DOMAIN: "localhost",
        RATE_LIMIT_PER_MINUTE: "0",
        SQLITE_FILE: join(work, "portal.sqlite"),
        UPLOAD_DIR: join(work, "uploads"),
        LOG_LEVEL: "info",
      },
      (line) => {
        try {
          const entry = JSON.parse(line) as { message?: string; port?: number };
          return entry.message === "listening" ? entry.port : undefined;
        } catch {
          return undefined;
        }
      },
    );
    children.push(portal.child);
    const bare = await startChild(["-e", BARE_SERVER], {}, (line) => (JSON.parse(line) as { port?: number }).port);
    children.push(bare.child);

    const link = await demoTrackingLink(portal.port);
    const host = `demo.localhost:${portal.port}`;
    const trackQuery = new URLSearchParams({ waybill: link.searchParams.get("waybill") ?? "" });
    const securityKey = link.searchParams.get("security_key");
    if (securityKey) trackQuery.set("security_key", securityKey);
    const targets: Target[] = [
      { name: "track-order API", port: portal.port, path: `${apiPath("trackOrder")}?${trackQuery}`, host },
      { name: "tracking page HTML", port: portal.port, path: link.pathname + link.search, host },
      { name: "bare node:http", port: bare.port, path: "/", host: `localhost:${bare.port}` },
    ];

    const measured: Measured[] = [];
    for (const target of targets) {
      process.stderr.write(`measuring ${target.name}: http://${target.host}${target.path}\n`);
      measured.push(await measure(target, settings));
    }
    process.stdout.write(`\n${report(measured, settings)}\n`);
    const unanswered = measured.filter((m) => m.probe.status !== 200);
    for (const m of unanswered) {
      process.stdout.write(`note: ${m.target.name} answered ${m.probe.status}, so its figures measure that answer, not a ${m.target.name} result.\n`);
    }
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
