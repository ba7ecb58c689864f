import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { apiPath } from "@portal/core/api";
import { ALLOCATOR_ENV } from "../src/memory/allocator-env.ts";
import { SERVER_NODE_FLAGS } from "../src/memory/young-generation.ts";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:server`: how much the portal costs next to a bare Node HTTP server and next to
 * the least a Hono + node:sqlite handler doing the same lookups can cost.
 *
 * Starts, each as a child process on a loopback port: the built server (dist/main.js in
 * production mode, on a temporary SQLite file a demo-mode start seeded just before, with the
 * rate limiter on and a limit the load never reaches), a bare node:http server, and the
 * "floor": a minimal Hono app that reads the same brand, theme, shipment, order, courier and
 * scans from the same SQLite file with prepared statements and answers JSON. Then runs
 * autocannon from this process against the five targets in turn, round after round, so a
 * busy moment of the machine weighs on all alike: (a) the bare server, (b) the floor, (c) GET
 * track-order for a demo waybill, (d) the demo brand's tracking page as a browser asks for it
 * (`Accept-Encoding: br, gzip`), asked again and again, so after the first each is a repeat
 * within the minute (ssr/rendered-pages.ts), (e) the same page as a first view every time
 * (an unread query parameter makes each path new: loaded, rendered and compressed). Prints requests/second, p50 and p99 latency (medians over the
 * rounds), CPU time per request of the serving process (from /proc), its RSS under load, and the
 * ratios: track-order and the page against the floor, everything against the bare server. RSS
 * is sampled while each target is under load (start-up work such as the demo seed is not load).
 *
 *   node dist/bench.js [--duration 5] [--rounds 2] [--connections 50] [--warmup 2] [--cpu-prof DIR]
 *                      [--only first-view,track-order]
 *
 * `--only` measures just the named targets (bare, floor, track-order, page, first-view) beside
 * the bare server, which every run keeps so the ratios stay measured side by side; with
 * `--cpu-prof` that leaves a profile of one target's load.
 *
 * `--cpu-prof DIR` runs the portal under `node --cpu-prof` and leaves its .cpuprofile in DIR
 * (written when the server stops), for `node dist/profile-top.js DIR/*.cpuprofile`.
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
  requests?: Array<{ setupRequest: (request: { path: string }) => { path: string } }>;
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

/** The floor: the same lookups as track-order, with nothing around them. CommonJS for `node -e`. */
const FLOOR_SERVER = `
const { Hono } = require("hono");
const { serve } = require("@hono/node-server");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(process.env.SQLITE_FILE, { readOnly: true });
const brand = db.prepare("select * from brands where subdomain = ?");
const theme = db.prepare("select document_json from themes where brand_id = ?");
const shipment = db.prepare("select * from shipments where brand_id = ? and waybill = ?");
const order = db.prepare("select * from orders where id = ? and brand_id = ?");
const courier = db.prepare("select * from couriers where id = ?");
const scans = db.prepare("select * from scans where shipment_id = ? order by scanned_at desc, code desc");
const app = new Hono();
app.get("/track", (c) => {
  const b = brand.get(String(c.req.header("host")).split(".")[0]);
  const s = b && shipment.get(b.id, c.req.query("waybill"));
  if (!s) return c.json({ meta: { success: false, status: 400, message: "not found" }, result: null }, 400);
  const t = theme.get(b.id);
  const result = {
    brand: b.subdomain,
    theme: t ? JSON.parse(t.document_json) : null,
    shipment: s,
    order: order.get(s.order_ref, b.id),
    courier: s.courier_id ? courier.get(s.courier_id) : null,
    scans: scans.all(s.id),
  };
  return c.json({ meta: { success: true, status: 200, message: "" }, result });
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => process.stdout.write(JSON.stringify({ port: info.port }) + "\\n"));
process.on("SIGTERM", () => process.exit(0));
`;

interface Target {
  name: string;
  port: number;
  path: string;
  host: string;
  /** The serving process, for its CPU time and memory. */
  pid: number;
  headers?: Record<string, string>;
  /** Every request a path of its own (a query parameter no screen reads), so none is a repeat. */
  distinctPaths?: boolean;
}

interface RoundResult {
  result: AutocannonResult;
  cpuMs: number;
  /** The most resident memory the serving process held while under this load, in MB. */
  rssMb: number;
}

interface Measured {
  target: Target;
  probe: { status: number; bytes: number; contentType: string; encoding: string };
  rounds: RoundResult[];
  peakRssMb: number;
}

/** User + system CPU time of a process so far, in milliseconds (Linux /proc). */
function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at ")"; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux reports CPU time in USER_HZ ticks, 100 a second on every mainstream build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of a process now (VmRSS), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Resident memory sampled while a load runs: start-up work (the demo seed) is not "under load". */
async function sampleRss<T>(pid: number, run: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peakMb = rssMb(pid);
  const timer = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 200);
  try {
    const value = await run();
    return { value, peakMb: Math.max(peakMb, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function textOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? undefined : Number(process.argv[at + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Starts a child and resolves with the first stdout/stderr line `pick` accepts. */
function startChild(
  args: string[],
  env: Record<string, string>,
  pick: (line: string) => number | undefined,
  cwd?: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, args, { env, cwd, stdio: ["ignore", "pipe", "pipe"] });
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

function get(
  port: number,
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; contentType: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { ...headers, host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          contentType: String(res.headers["content-type"] ?? ""),
          encoding: String(res.headers["content-encoding"] ?? ""),
        }),
      );
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

/** Requests made for `distinctPaths` targets, across rounds, so no path comes twice in a run. */
let firstViews = 0;

function load(target: Target, settings: { connections: number }, duration: number): Promise<AutocannonResult> {
  const separator = target.path.includes("?") ? "&" : "?";
  return autocannon({
    url: `http://127.0.0.1:${target.port}${target.path}`,
    headers: { ...target.headers, host: target.host },
    connections: settings.connections,
    duration,
    ...(target.distinctPaths
      ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: `${target.path}${separator}view=${(firstViews += 1)}` }) }] }
      : {}),
  });
}

async function probe(target: Target): Promise<Measured["probe"]> {
  const answer = await get(target.port, target.path, target.host, target.headers);
  return { status: answer.status, bytes: answer.body.length, contentType: answer.contentType.split(";")[0] ?? "", encoding: answer.encoding };
}

/** One round: each target in turn for `duration` seconds, with the CPU its server spent. */
async function round(targets: Target[], settings: { connections: number; duration: number }): Promise<RoundResult[]> {
  const results: RoundResult[] = [];
  for (const target of targets) {
    const cpuBefore = cpuTimeMs(target.pid);
    const { value: result, peakMb } = await sampleRss(target.pid, () => load(target, settings, settings.duration));
    results.push({ result, cpuMs: cpuTimeMs(target.pid) - cpuBefore, rssMb: peakMb });
  }
  return results;
}

/** `{"port":N}` printed by the bare and floor servers; anything else (a warning) is skipped. */
function portFromJsonLine(line: string): number | undefined {
  try {
    return (JSON.parse(line) as { port?: number }).port;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

interface Summary {
  reqPerSecond: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  failed: number;
}

function summarise(m: Measured): Summary {
  const requests = m.rounds.reduce((n, r) => n + r.result.requests.total, 0);
  const cpu = m.rounds.reduce((n, r) => n + r.cpuMs, 0);
  return {
    reqPerSecond: median(m.rounds.map((r) => r.result.requests.average)),
    p50: median(m.rounds.map((r) => r.result.latency.p50)),
    p99: median(m.rounds.map((r) => r.result.latency.p99)),
    cpuMsPerRequest: requests ? cpu / requests : 0,
    failed: m.rounds.reduce((n, r) => n + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
  };
}

function report(measured: Measured[], settings: { connections: number; duration: number; rounds: number; loadBefore: number }): string {
  const summaries = new Map(measured.map((m) => [m.target.name, summarise(m)]));
  const bare = summaries.get(BARE);
  const floor = summaries.get(FLOOR);
  const fmt = (n: number, digits = 0) => n.toFixed(digits);
  const times = (r: number) => `${r >= 10 ? fmt(r) : r >= 1 ? fmt(r, 1) : r.toPrecision(2)}x`;
  const ratio = (n: number | undefined, d: number | undefined) => (n !== undefined && d ? times(n / d) : "-");
  const rows = measured.map(({ target, probe: p, peakRssMb }) => {
    const s = summaries.get(target.name) as Summary;
    const againstFloor = target.name === TRACK_ORDER || target.name === PAGE || target.name === PAGE_FIRST_VIEW;
    return [
      target.name,
      `${p.status} ${p.contentType}${p.encoding ? ` ${p.encoding}` : ""} ${p.bytes} B`,
      fmt(s.reqPerSecond),
      fmt(s.p50, 1),
      fmt(s.p99, 1),
      s.cpuMsPerRequest.toFixed(3),
      fmt(peakRssMb),
      String(s.failed),
      ratio(s.cpuMsPerRequest, bare?.cpuMsPerRequest),
      againstFloor ? ratio(s.cpuMsPerRequest, floor?.cpuMsPerRequest) : "-",
      ratio(bare?.reqPerSecond, s.reqPerSecond),
    ];
  });
  const header = [
    "target",
    "answer",
    "req/s",
    "p50 ms",
    "p99 ms",
    "CPU ms/req",
    "RSS under load MB",
    "non-2xx/err",
    "CPU vs bare",
    "CPU vs floor",
    "slower than bare",
  ];
  return [
    `autocannon: ${settings.connections} connections, ${settings.rounds} alternated rounds of ${settings.duration} s per target (medians), loopback; ` +
      `${availableParallelism()} CPUs shared by load generator and servers, load average ${settings.loadBefore.toFixed(1)} before the run`,
    `CPU ms/req: user + system CPU of the serving process divided by the requests it answered (Linux /proc); ` +
      `RSS under load: the most VmRSS sampled (every 200 ms) while that target was loaded`,
    textTable(header, rows),
  ].join("\n");
}

const BARE = "bare node:http";
const FLOOR = "floor: Hono + SQLite";
const TRACK_ORDER = "track-order API";
const PAGE = "tracking page (br)";
const PAGE_FIRST_VIEW = "same page, first views";
/** The short names `--only` takes. */
const TARGET_KEYS: Record<string, string> = {
  [BARE]: "bare",
  [FLOOR]: "floor",
  [TRACK_ORDER]: "track-order",
  [PAGE]: "page",
  [PAGE_FIRST_VIEW]: "first-view",
};

async function main() {
  const settings = {
    duration: option("duration", 5),
    rounds: option("rounds", 2),
    connections: option("connections", 50),
    warmup: option("warmup", 2),
    loadBefore: loadavg()[0] ?? 0,
  };
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
    const profileDir = textOption("cpu-prof");
    const profileArgs = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
    const serverEnv = {
      // Production React, as deployments and the README's start command run it.
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PORTAL_BASE_DOMAIN: "localhost",
      // The limiter stays on, as in production, with a limit the load never reaches: its
      // cost (one database lease per 5% of the limit, then memory) is part of the figures.
      RATE_LIMIT_PER_MINUTE: "100000000",
      SQLITE_FILE: join(work, "portal.sqlite"),
      UPLOAD_DIR: join(work, "uploads"),
      LOG_LEVEL: "info",
      // The allocator settings `pnpm serve` starts it with (docs/deploy.md).
      ...ALLOCATOR_ENV,
    };
    const listening = (line: string) => {
      try {
        const entry = JSON.parse(line) as { message?: string; port?: number };
        return entry.message === "listening" ? entry.port : undefined;
      } catch {
        return undefined;
      }
    };
    // The demo data comes from a demo-mode start, which seeds the file and lists its links;
    // the measured server then serves that file in production mode, as a deployment runs,
    // so the seed's work (about 40 MB of memory it leaves behind) is not counted as load.
    const seeding = await startChild([...SERVER_NODE_FLAGS, mainJs, "--demo"], { ...serverEnv, PORTAL_MODE: "demo" }, listening);
    children.push(seeding.child);
    const link = await demoTrackingLink(seeding.port);
    await stopChild(seeding.child);
    const portal = await startChild([...SERVER_NODE_FLAGS, ...profileArgs, mainJs], { ...serverEnv, PORTAL_MODE: "production" }, listening);
    children.push(portal.child);
    const bare = await startChild(["-e", BARE_SERVER], {}, portFromJsonLine);
    children.push(bare.child);
    // The floor reads the portal's own database file, so both look up the same rows. It runs
    // from the server package's folder to resolve hono as the portal does.
    const floor = await startChild(
      ["-e", FLOOR_SERVER],
      { SQLITE_FILE: join(work, "portal.sqlite"), NODE_ENV: "production", ...ALLOCATOR_ENV },
      portFromJsonLine,
      fileURLToPath(new URL("..", import.meta.url)),
    );
    children.push(floor.child);

    const host = `demo.localhost:${portal.port}`;
    const trackQuery = new URLSearchParams({ waybill: link.searchParams.get("waybill") ?? "" });
    const securityKey = link.searchParams.get("security_key");
    if (securityKey) trackQuery.set("security_key", securityKey);
    const pid = (child: ChildProcess) => child.pid ?? 0;
    const page: Target = {
      name: PAGE,
      port: portal.port,
      path: link.pathname + link.search,
      host,
      pid: pid(portal.child),
      headers: { "accept-encoding": "br, gzip" },
    };
    const targets: Target[] = [
      { name: BARE, port: bare.port, path: "/", host: `localhost:${bare.port}`, pid: pid(bare.child) },
      { name: FLOOR, port: floor.port, path: `/track?${trackQuery}`, host, pid: pid(floor.child) },
      { name: TRACK_ORDER, port: portal.port, path: `${apiPath("trackOrder")}?${trackQuery}`, host, pid: pid(portal.child) },
      page,
      // The same page as a first view every time: a path the server has not answered this
      // minute, so it is loaded, rendered and compressed (ssr/rendered-pages.ts holds repeats).
      { ...page, name: PAGE_FIRST_VIEW, distinctPaths: true },
    ];

    const only = textOption("only")?.split(",");
    const chosen = only ? targets.filter((t) => t.name === BARE || only.includes(TARGET_KEYS[t.name] ?? "")) : targets;
    const measured: Measured[] = [];
    for (const target of chosen) {
      process.stderr.write(`${target.name}: http://${target.host}${target.path}\n`);
      measured.push({ target, probe: await probe(target), rounds: [], peakRssMb: 0 });
      if (settings.warmup > 0) await load(target, settings, settings.warmup);
    }
    for (let n = 1; n <= settings.rounds; n += 1) {
      process.stderr.write(`round ${n} of ${settings.rounds}\n`);
      const results = await round(chosen, settings);
      results.forEach((r, i) => measured[i]?.rounds.push(r));
    }
    for (const m of measured) m.peakRssMb = Math.max(...m.rounds.map((r) => r.rssMb));
    process.stdout.write(`\n${report(measured, settings)}\n`);
    const unanswered = measured.filter((m) => m.probe.status !== 200);
    for (const m of unanswered) {
      process.stdout.write(`note: ${m.target.name} answered ${m.probe.status}, so its figures measure that answer, not a ${m.target.name} result.\n`);
    }
  } finally {
    await cleanUp();
  }
}

runBench(main);
