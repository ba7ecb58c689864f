import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request, type ClientRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { setTimeout as sleep } from "node:timers/promises";
import { ALLOCATOR_ENV } from "../src/memory/allocator-env.ts";
import { SERVER_NODE_FLAGS } from "../src/memory/young-generation.ts";
import { runBench, textTable } from "./bench-cli.ts";

/**
 * `pnpm bench:live`: what open tracking pages' live streams (GET /api/v1/live-tracking) cost one
 * replica while nothing changes. Starts the built server on a demo SQLite file, measures its
 * resident memory and CPU over an idle window, opens N streams (default 10,000) on a tracking
 * link, and measures both again. Prints the difference per stream. (docs/deploy.md, "Live tracking pages".)
 *
 *   node dist/bench-live.js [--streams 10000] [--idle-seconds 10]
 */

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const STREAMS = arg("--streams", 10_000);
const IDLE_SECONDS = arg("--idle-seconds", 10);
const WAYBILL = "DEMO-TRN-005";
const CLOCK_TICKS = 100;

function residentMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return kb / 1024;
}

/** User + system CPU seconds the process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

async function idleCpu(pid: number): Promise<number> {
  const before = cpuSeconds(pid);
  await sleep(IDLE_SECONDS * 1000);
  return cpuSeconds(pid) - before;
}

function openStream(port: number): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        path: `/api/v1/live-tracking?waybill=${WAYBILL}`,
        agent: false,
        headers: { host: `demo.localhost:${port}`, accept: "text/event-stream" },
      },
      (incoming) => {
        if (incoming.statusCode !== 200) reject(new Error(`stream answered ${incoming.statusCode}`));
        incoming.resume();
        resolve(outgoing);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), "portal-bench-live-"));
  const mainJs = fileURLToPath(new URL("./main.js", import.meta.url));
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainJs, "--demo"], {
      env: {
        ...ALLOCATOR_ENV,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "info",
        SQLITE_FILE: join(work, "portal.sqlite"),
        UPLOAD_DIR: join(work, "uploads"),
        RATE_LIMIT_PER_MINUTE: "0",
        PORTAL_BASE_DOMAIN: "localhost",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const lines = createInterface({ input: server.stderr! });
    const port = await new Promise<number>((resolve, reject) => {
      lines.on("line", (line) => {
        const entry = JSON.parse(line) as { message?: string; port?: number };
        if (entry.message === "listening" && entry.port) resolve(entry.port);
      });
      server!.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
    const pid = server.pid!;
    // Warm: one stream opened and closed, so the route's code is loaded before the baseline.
    (await openStream(port)).destroy();
    await sleep(2000);
    const baseline = { rss: residentMb(pid), cpu: await idleCpu(pid) };

    const streams: ClientRequest[] = [];
    for (let opened = 0; opened < STREAMS; opened += 250) {
      streams.push(...(await Promise.all(Array.from({ length: Math.min(250, STREAMS - opened) }, () => openStream(port)))));
    }
    await sleep(2000);
    const open = { rss: residentMb(pid), cpu: await idleCpu(pid) };

    console.log(`${STREAMS} open live-tracking streams on one replica (SQLite demo, ${IDLE_SECONDS} s idle windows)\n`);
    console.log(
      textTable(
        ["", "RSS MB", `CPU s in ${IDLE_SECONDS} s idle`],
        [
          ["no streams", baseline.rss.toFixed(1), baseline.cpu.toFixed(2)],
          [`${STREAMS} streams`, open.rss.toFixed(1), open.cpu.toFixed(2)],
          ["difference", (open.rss - baseline.rss).toFixed(1), (open.cpu - baseline.cpu).toFixed(2)],
        ],
      ),
    );
    console.log(`\nper stream: ${(((open.rss - baseline.rss) * 1024) / STREAMS).toFixed(1)} KB resident; goal: ≤ 150 MB for 10,000 and no measurable idle CPU`);
    for (const stream of streams) stream.destroy();
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await once(server, "exit");
    }
    rmSync(work, { recursive: true, force: true });
  }
}

runBench(main);
