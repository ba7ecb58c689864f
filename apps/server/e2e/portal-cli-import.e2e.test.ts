import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";

// `pnpm portal import <file>` as an operator types it: pnpm runs the CLI in apps/server and
// passes the directory the command was typed in as INIT_CWD. A relative path is read from
// there, and a feed over the HTTP ingest's 20 MB limit is streamed whole (no splitting).

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const SERVER_DIR = fileURLToPath(new URL("../", import.meta.url));
const SHIPMENTS = 60_000;

let dataDir: string;
let typedIn: string;

/** A feed of SHIPMENTS shipments, written record by record (never held whole). */
async function writeLargeFeed(path: string): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  await write('{"version":1,"brands":[{"subdomain":"bigfeed","theme":{"name":"Big Feed","config":{"time_zone":"Asia/Kolkata"}}}],"shipments":[');
  for (let i = 0; i < SHIPMENTS; i += 1) {
    const scans = [1, 4, 5].map(
      (code, n) =>
        `{"code":${code},"status":"Status ${code}","description":"Scan ${n} of shipment ${i} at the regional sorting hub","location":"Nagpur_Hub (Maharashtra)","timestamp":"2026-11-1${n + 7} 10:00:00"}`,
    );
    await write(`${i > 0 ? "," : ""}{"brand":"bigfeed","waybill":"BIG-${String(i).padStart(8, "0")}","order_id":"BO-${i}","scans":[${scans.join(",")}]}`);
  }
  await write("]}");
  out.end();
  await once(out, "finish");
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portal-cli-e2e-"));
  typedIn = mkdtempSync(join(tmpdir(), "portal-cli-typed-in-"));
  await writeLargeFeed(join(typedIn, "feed.json"));
}, 120_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(typedIn, { recursive: true, force: true });
});

test("a relative path is read from where the command was typed, and a feed over 20 MB is imported whole", () => {
  expect(statSync(join(typedIn, "feed.json")).size).toBeGreaterThan(20 * 1024 * 1024);
  const result = spawnSync(process.execPath, [join(DIST, "cli.js"), "import", "feed.json"], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: "production", SQLITE_FILE: join(dataDir, "portal.sqlite"), LOG_LEVEL: "warn", INIT_CWD: typedIn },
    encoding: "utf8",
  });
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: "" });
  expect(result.stdout).toContain(`shipments:     ${SHIPMENTS} created, 0 updated, 0 unchanged, ${SHIPMENTS * 3} new scans`);
}, 300_000);
