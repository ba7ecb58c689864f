import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { createApp } from "../app.ts";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "../seed/demo-seed.ts";
import { findThemeForBrand, saveThemeForBrand } from "@portal/db/repositories/themes";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { HSTS, PERMISSIONS_POLICY } from "./security-headers.ts";

// The whole app over real HTTP, once with a plain-http and once with an https public URL.

const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };
/** A client build with one script, one style sheet, one font and one SVG image. */
function clientBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "portal-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets/entry.js"), "export const hydrated = true;\n".repeat(100));
  writeFileSync(join(dir, "assets/page.css"), "body { margin: 0 }\n".repeat(100));
  writeFileSync(join(dir, "assets/inter.woff2"), Buffer.from("wOF2 not a real font"));
  writeFileSync(join(dir, "assets/logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}
let database: DatabaseConnection;
const servers: Record<"http" | "https", TestServer | undefined> = { http: undefined, https: undefined };

beforeAll(async () => {
  database = createDatabase({ sqliteFile: ":memory:" });
  await migrateToLatest(database.db);
  await seedDemo(database.db, { now: new Date("2026-11-21T10:00:00Z") });
  for (const scheme of ["http", "https"] as const) {
    const app = createApp({
      db: database.db,
      env: loadEnv({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", PUBLIC_URL: `${scheme}://portal.example` }, ["--demo"]),
      assets: new ClientAssets(FAKE_MANIFEST),
      clientDir: clientBuild(),
      log: createLogger("silent"),
    });
    servers[scheme] = await startTestServer(app);
  }
}, 60_000);
afterAll(async () => {
  await servers.http?.close();
  await servers.https?.close();
  await database?.close();
});

describe("security headers", () => {
  test("Google's script host is allowed only for a theme whose ga_tracking_id is a real property id", async () => {
    const brand = await database.db.selectFrom("brands").select("id").where("subdomain", "=", "demo").executeTakeFirstOrThrow();
    const saved = await findThemeForBrand(database.db, brand.id);
    const policyWith = async (id: string, page: number) => {
      await saveThemeForBrand(
        database.db,
        brand.id,
        { ...saved, name: saved?.name ?? "Demo", config: { ...saved?.config, ga_tracking_id: id } },
        { now: new Date("2026-11-21T10:00:00Z") },
      );
      return (await servers.http!.fetch("demo.localhost:3000", `/en?page=${page}`)).headers.get("content-security-policy") ?? "";
    };
    try {
      expect(await policyWith("x", 1)).not.toContain("googletagmanager");
      expect(await policyWith("javascript:alert(1)", 2)).not.toContain("googletagmanager");
      expect(await policyWith("G-ABC1234", 3)).toContain("https://www.googletagmanager.com");
    } finally {
      if (saved) await saveThemeForBrand(database.db, brand.id, saved, { now: new Date("2026-11-21T10:00:00Z") });
    }
  });

  test("HSTS only when the public URL is https", async () => {
    expect((await servers.https!.fetch("demo.localhost:3000", "/healthz")).headers.get("strict-transport-security")).toBe(HSTS);
    expect((await servers.http!.fetch("demo.localhost:3000", "/healthz")).headers.get("strict-transport-security")).toBeNull();
  });

  test.each(["/healthz", "/en/tracking?waybill=DEMO-TRN-005", "/api/v1/track-order?waybill=DEMO-TRN-005", "/api/v1/nothing-here"])(
    "%s carries a Permissions-Policy and the basics",
    async (path) => {
      const headers = (await servers.http!.fetch("demo.localhost:3000", path)).headers;
      expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("x-frame-options")).toBe("DENY");
    },
  );

  // Every way an answer leaves: compressed or not, small or large, page or API, GET or HEAD.
  test.each([
    ["GET", "br", "/en/tracking?waybill=DEMO-TRN-005"],
    ["GET", "", "/en/tracking?waybill=DEMO-TRN-005"],
    ["HEAD", "br", "/en/tracking?waybill=DEMO-TRN-005"],
    ["HEAD", "", "/en/tracking?waybill=DEMO-TRN-005"],
    ["GET", "br", "/api/v1/track-order?waybill=DEMO-TRN-005"],
    ["GET", "", "/api/v1/track-order?waybill=DEMO-TRN-005"],
    ["HEAD", "br", "/api/v1/track-order?waybill=DEMO-TRN-005"],
    ["GET", "br", "/api/v1/nothing-here"],
    ["GET", "br", "/favicon.svg"],
    ["GET", "br", "/healthz"],
  ])("%s %s %s carries every header, Vary included when compressible", async (method, coding, path) => {
    const headers = (await servers.https!.fetch("demo.localhost:3000", path, { method, headers: coding ? { "accept-encoding": coding } : {} })).headers;
    expect({
      nosniff: headers.get("x-content-type-options"),
      referrer: headers.get("referrer-policy"),
      frame: headers.get("x-frame-options"),
      permissions: headers.get("permissions-policy"),
      hsts: headers.get("strict-transport-security"),
      vary: headers.get("vary"),
    }).toEqual({
      nosniff: "nosniff",
      referrer: "no-referrer",
      frame: "DENY",
      permissions: PERMISSIONS_POLICY,
      hsts: HSTS,
      vary: "Accept-Encoding",
    });
  });

  // X-Frame-Options and Permissions-Policy act only on what becomes a document: a tracking page
  // loads two dozen scripts, each of which carried 250 bytes of them for nothing.
  test.each([
    ["/assets/entry.js", "br"],
    ["/assets/entry.js", ""],
    ["/assets/page.css", "br"],
    ["/assets/inter.woff2", ""],
  ])("the build file %s (%s) carries nosniff, referrer policy and HSTS, not the document-only headers", async (path, coding) => {
    const response = await servers.https!.fetch("demo.localhost:3000", path, { headers: coding ? { "accept-encoding": coding } : {} });
    expect(response.status).toBe(200);
    const headers = response.headers;
    expect({
      nosniff: headers.get("x-content-type-options"),
      referrer: headers.get("referrer-policy"),
      hsts: headers.get("strict-transport-security"),
      frame: headers.get("x-frame-options"),
      permissions: headers.get("permissions-policy"),
    }).toEqual({ nosniff: "nosniff", referrer: "no-referrer", hsts: HSTS, frame: null, permissions: null });
  });

  // What can be opened as a page keeps every header: an SVG image, and the not-found page a
  // missing build file falls through to.
  test.each([
    ["/assets/logo.svg", "br"],
    ["/assets/missing-Ab12Cd34.js", "br"],
    ["/assets/missing-Ab12Cd34.js", ""],
  ])("%s (%s) can become a document: it keeps X-Frame-Options and Permissions-Policy", async (path, coding) => {
    const headers = (await servers.https!.fetch("demo.localhost:3000", path, { headers: coding ? { "accept-encoding": coding } : {} })).headers;
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });

  test.each([
    "/api/v1/track-order?waybill=DEMO-TRN-005",
    "/api/v1/track-order?waybill=NOPE",
    "/api/v1/return-info?waybill=DEMO-TRN-005",
    "/api/v1/tracking-feed?tracking_id=DEMO-TRN-005",
    "/api/v1/courier-rating?tracking_id=DEMO-TRN-005",
    "/api/v1/contact-update?tracking_id=DEMO-TRN-005",
  ])("API answers carrying customer data are no-store: %s", async (path) => {
    const response = await servers.http!.fetch("demo.localhost:3000", path);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
