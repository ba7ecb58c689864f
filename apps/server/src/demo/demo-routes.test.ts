import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app.ts";
import { createDatabase, type DatabaseConnection } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedDemo } from "../db/seed/demo-seed.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { startTestServer, type TestServer } from "../api/admin/testing/http-test-server.ts";

const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };

let database: DatabaseConnection;
const servers: Record<"demo" | "production", TestServer | undefined> = { demo: undefined, production: undefined };

beforeAll(async () => {
  database = createDatabase({ sqliteFile: ":memory:" });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: new Date("2026-11-21T10:00:00Z") });
  for (const mode of ["demo", "production"] as const) {
    const app = createApp({
      db: database.db,
      env: loadEnv({ LOG_LEVEL: "silent" }, mode === "demo" ? ["--demo"] : []),
      assets: new ClientAssets(FAKE_MANIFEST),
      clientDir: mkdtempSync(join(tmpdir(), "portal-client-")),
      log: createLogger("silent"),
    });
    servers[mode] = await startTestServer(app);
  }
}, 60_000);
afterAll(async () => {
  await servers.demo?.close();
  await servers.production?.close();
  await database?.close();
});

describe("the demo index", () => {
  test("/__demo.json lists every case with an absolute URL on the brand's subdomain and the visitor's port", async () => {
    const res = await servers.demo!.fetch("localhost:3000", "/__demo.json");
    expect(res.status).toBe(200);
    const links = (await res.json()) as Array<{ case: string; brand: string; url: string }>;
    expect(links.length).toBeGreaterThan(100);
    for (const link of links.slice(0, 20)) {
      expect(link.url).toMatch(new RegExp(`^http://${link.brand}\\.localhost:3000/`));
    }
    expect(new Set(links.map((l) => l.brand)).size).toBeGreaterThanOrEqual(6);
  });

  test("/__demo shows the same cases as a page of links", async () => {
    const json = (await (await servers.demo!.fetch("localhost:3000", "/__demo.json")).json()) as Array<{ url: string }>;
    const res = await servers.demo!.fetch("localhost:3000", "/__demo");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.match(/<a href=/g)).toHaveLength(json.length);
    expect(html).toContain(json[0]!.url.replaceAll("&", "&#38;"));
  });

  test.each(["/__demo.json", "/__demo"])("%s does not exist in production mode", async (path) => {
    const res = await servers.production!.fetch("localhost:3000", path);
    expect(res.status).toBe(404);
  });
});
