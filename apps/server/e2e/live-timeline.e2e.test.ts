import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { launchBrowser } from "@portal/tooling/browser";
import { findPostgresBinaries, postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from "@portal/db/testing/postgres-cluster";
import { listeningPort } from "../src/testing/listening-port.ts";

// Two replicas of the built server on one PostgreSQL, as behind a load balancer: a tracking page
// opened through replica A shows a scan ingested through replica B without a reload (the live
// stream, src/api/tracking/live, told through LISTEN/NOTIFY: src/live).

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const unavailable = postgresUnavailableReason();
const scratch = mkdtempSync(join(tmpdir(), "portal-live-"));
let cluster: PostgresCluster | undefined;
let databaseUrl = "";
const replicas: ChildProcess[] = [];
const ports: number[] = [];
let apiKey = "";

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? "",
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  LOG_LEVEL: "info",
  DATABASE_URL: databaseUrl,
  UPLOAD_DIR: join(scratch, "uploads"),
  PORTAL_BASE_DOMAIN: "localhost",
  SESSION_SECRET: "live-timeline-test-secret-of-enough-length",
  ...extra,
});

async function startReplica(args: string[]): Promise<number> {
  const child = spawn(process.execPath, [join(DIST, "main.js"), ...args], { env: env(), stdio: ["ignore", "ignore", "pipe"] });
  replicas.push(child);
  return listeningPort(child);
}

function post(port: number, host: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, host, "content-type": "application/json" } },
      (incoming) => {
        incoming.resume();
        incoming.on("end", () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startPostgresCluster(findPostgresBinaries()!);
  databaseUrl = await cluster.createDatabase("portal_live");
  // The first replica migrates and seeds the demo; the second finds both done.
  ports.push(await startReplica(["--demo"]));
  ports.push(await startReplica([]));
  const made = spawnSync(process.execPath, [join(DIST, "cli.js"), "api-key", "demo"], { env: env(), encoding: "utf8" });
  apiKey = /pik_[A-Za-z0-9_-]+/.exec(made.stdout)?.[0] ?? "";
  if (!apiKey) throw new Error(`pnpm portal api-key demo gave no key: ${made.stderr}`);
}, 120_000);

afterAll(async () => {
  await Promise.all(replicas.map((child) => (child.exitCode === null ? (child.kill("SIGTERM"), once(child, "exit")) : undefined)));
  await cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test.skipIf(Boolean(unavailable))("a scan ingested through replica B shows on a page opened through replica A, without a reload", async () => {
  const [a, b] = ports as [number, number];
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const streamOpen = page.waitForResponse((response) => response.url().includes("/api/v1/live-tracking"));
    await page.goto(`http://demo.localhost:${a}/en/tracking?waybill=DEMO-TRN-005`);
    await page.waitForSelector("html[data-hydrated='true']");
    expect((await streamOpen).status()).toBe(200);
    const before = await page.textContent("[data-testid=tracking-status]");
    expect(before).toBe("In transit");
    let navigations = 0;
    page.on("framenavigated", () => (navigations += 1));

    const ofd = {
      code: 6,
      status: "Out for Delivery",
      description: "Out for delivery from the Pune hub",
      location: "Pune",
      timestamp: new Date().toISOString(),
    };
    const status = await post(
      b,
      `localhost:${b}`,
      "/api/v1/ingest",
      { version: 1, shipments: [{ brand: "demo", waybill: "DEMO-TRN-005", scans: [ofd] }] },
      { authorization: `Bearer ${apiKey}` },
    );
    expect(status).toBe(200);

    // Within 2 s on a quiet machine; the wait allows for a loaded one (the state is what is tested).
    await page.waitForFunction(() => document.querySelector("[data-testid=tracking-status]")?.textContent === "Out for delivery", undefined, {
      timeout: 15_000,
    });
    expect(navigations).toBe(0);
    expect(await page.textContent("body")).toContain("Out for delivery from the Pune hub");
  } finally {
    await browser.close();
  }
});
