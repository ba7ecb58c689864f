import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { createApp } from "../app.ts";
import { createDatabase, type DatabaseConnection } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo-seed.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { DATABASE_BUSY_MESSAGE } from "./database-busy.ts";

// Another process (here: another connection, as the CLI would be) holds SQLite's write lock.
// The server must not stall: health and reads answer, writes get a quick 503 + Retry-After.

const SEEDED_AT = new Date("2026-11-21T10:00:00Z");
const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };
const file = join(mkdtempSync(join(tmpdir(), "portal-busy-")), "portal.sqlite");
let database: DatabaseConnection;
let server: TestServer;
let other: SqliteDatabase.Database;

beforeAll(async () => {
  database = createDatabase({ sqliteFile: file, busyTimeoutMs: 50 });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: SEEDED_AT });
  const app = createApp({
    db: database.db,
    env: loadEnv({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }, ["--demo"]),
    assets: new ClientAssets(FAKE_MANIFEST),
    clientDir: mkdtempSync(join(tmpdir(), "portal-client-")),
    log: createLogger("silent"),
    now: () => SEEDED_AT,
  });
  server = await startTestServer(app);
  other = new SqliteDatabase(file);
  other.pragma("busy_timeout = 0");
  other.exec("BEGIN IMMEDIATE");
  other.exec("UPDATE brands SET name = name");
}, 60_000);
afterAll(async () => {
  if (other?.inTransaction) other.exec("ROLLBACK");
  other?.close();
  await server?.close();
  await database?.close();
});

const timed = async (path: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => {
  const started = performance.now();
  const response = await server.fetch("demo.localhost:3000", path, init);
  return { response, ms: performance.now() - started };
};

describe("while another process holds the SQLite write lock", () => {
  test("/healthz answers at once", async () => {
    const { response, ms } = await timed("/healthz");
    expect(response.status).toBe(200);
    expect(ms).toBeLessThan(1000);
  });

  test("reads still answer", async () => {
    const { response } = await timed("/api/v1/track-order?waybill=DEMO-TRN-005");
    expect(response.status).toBe(200);
  });

  test("a write answers 503 with Retry-After instead of hanging", async () => {
    const { response, ms } = await timed("/api/v1/courier-rating?tracking_id=DEMO-DLV-008", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ courier_rating: 5, comment: "" }),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect((await response.json()).meta.message).toBe(DATABASE_BUSY_MESSAGE);
    expect(ms).toBeLessThan(2000);
  });
});
