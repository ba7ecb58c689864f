import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { listeningPort } from "../src/testing/listening-port.ts";

// Two real server processes on one SQLite file, as two replicas behind a load balancer: the
// limiter's leases (src/api/rate-limit-ledger.ts, counted in the file's `.limits` sibling) must
// keep their combined admissions within the per-client limit in any 60 s, exactly (issue 32
// item 7: the old in-memory allowance let 69 of 60 through when one replica found the other's
// lock), and refuse early by at most what each replica may hold unused. Nothing depends on
// when in the minute it runs: the window slides.

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "portal-replicas-"));
const LIMIT = 60; // leases of up to 60/20 = 3 hits, so each replica may strand up to 2
const children: ChildProcess[] = [];

async function startReplica(): Promise<number> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      SQLITE_FILE: join(scratch, "portal.sqlite"),
      UPLOAD_DIR: join(scratch, "uploads"),
      PORTAL_BASE_DOMAIN: "localhost",
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  // The log (JSON lines) goes to stderr.
  child.stdout?.resume();
  return listeningPort(child);
}

async function status(port: number, waybill: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/track-order?waybill=${waybill}`);
  await response.arrayBuffer();
  return response.status;
}

let ports: number[] = [];
beforeAll(async () => {
  // The first one migrates the file; the second finds it ready.
  const first = await startReplica();
  ports = [first, await startReplica()];
});
afterAll(async () => {
  await Promise.all(children.map((child) => (child.exitCode === null ? (child.kill("SIGTERM"), once(child, "exit")) : undefined)));
  rmSync(scratch, { recursive: true, force: true });
});

test("two replicas on one database hold one client's limit together, within the stated slack", async () => {
  const statuses: number[] = [];
  // 3 × the limit, alternating replicas, 10 at a time; each asks for another waybill, so
  // only the per-client count can stop them.
  for (let batch = 0; batch < (3 * LIMIT) / 10; batch++) {
    statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => status(ports[i % 2] ?? 0, `NOPE-${batch}-${i}`)))));
  }
  const admitted = statuses.filter((s) => s !== 429).length;
  // Unknown waybills: 400 when admitted; never a 503 (a lease that found the other's lock is retried).
  expect(statuses.filter((s) => s !== 429 && s !== 400)).toEqual([]);
  expect(admitted).toBeLessThanOrEqual(LIMIT);
  expect(admitted).toBeGreaterThanOrEqual(LIMIT - 2 * 2);
});
