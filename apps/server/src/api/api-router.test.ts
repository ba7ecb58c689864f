import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app.ts";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";
import { NOW, insertReturnsFixture } from "../testing/returns-fixtures.ts";
import { startTestServer, type TestServer } from "../testing/http-test-server.ts";
import { writeBodyKindOf } from "../http/write-body-type.ts";

// The limits as the server mounts them, over real HTTP: the whole app, each client told apart
// by X-Forwarded-For (TRUST_PROXY), so every case starts with a fresh client.

const HOST = "alpha.portal.test";

function appWithLimit(db: Parameters<typeof createApp>[0]["db"], perMinute: number): Hono {
  const env = loadEnv({ PORTAL_BASE_DOMAIN: "portal.test", RATE_LIMIT_PER_MINUTE: String(perMinute), TRUST_PROXY: "true", LOG_LEVEL: "silent" }, []);
  return createApp({
    db,
    env,
    now: () => NOW,
    assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }),
    clientDir: mkdtempSync(join(tmpdir(), "portal-client-")),
    log: createLogger("silent"),
  });
}

/**
 * Routes that answer without the limiter, each for a reason (docs/security.md, "Limits and
 * faults"). Middleware (registered for ALL methods) is not a route and is not walked: that
 * is the limiters themselves, security headers, and /assets/* (hashed static files from disk).
 */
const EXEMPT: Record<string, string> = {
  "GET /healthz": "liveness probes must answer whatever a client does; it touches nothing",
  "GET /readyz": "readiness probes come from the orchestrator's address, one `select 1`",
  "GET /favicon.svg": "asked by every browser beside each page; an icon, cached a day",
  "GET /favicon.ico": "the same icon under the name browsers ask for by themselves",
  "GET /sw.js": "the offline copy's service worker, a static script the browser checks for updates itself",
};

/** A concrete path for a route pattern: each parameter (`:provider`, `:key{.+}`) becomes `probe`. */
function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, "probe").replace(/\*$/, "probe");
}

/** The body type a call takes: the upload receiver its multipart form, a page its own form post, the API JSON. */
function bodyTypeOf(pattern: string): string {
  const kind = writeBodyKindOf(pattern);
  if (kind === "upload-form") return "multipart/form-data; boundary=probe";
  return kind === "page-form" ? "application/x-www-form-urlencoded" : "application/json";
}

describe.each(testDatabases)("the rate limit on every route on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  let app: Hono;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (target.skipReason) return;
    app = appWithLimit(database.db, 1);
    server = await startTestServer(app);
  });
  afterAll(async () => server?.close());

  test("with a limit of 1, a client's second request to any route is 429 with Retry-After", async () => {
    const routes = app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
    const walked = [...new Set(routes)].filter((route) => !(route in EXEMPT));
    // The walk must see the areas this limit was missing from, or it proves nothing.
    expect(walked).toEqual(
      expect.arrayContaining(["POST /api/v1/webhooks/:provider", "GET /api/v1/admin/ops-reports", "POST /api/v1/update-theme", "GET /api/v1/return-reasons"]),
    );
    expect(Object.keys(EXEMPT).filter((route) => !routes.includes(route))).toEqual([]);

    const unlimited: string[] = [];
    for (const [index, route] of walked.entries()) {
      const [method = "GET", pattern = "/"] = route.split(" ");
      const client = `198.51.100.${index % 250}, 10.${Math.floor(index / 250)}.0.1`;
      const send = () =>
        server!.fetch(HOST, concretePath(pattern), {
          method,
          // Each call's own body type (the upload receiver takes its form), else a 415 comes first.
          headers: { "x-forwarded-for": client, "content-type": bodyTypeOf(pattern), origin: `http://${HOST}` },
          ...(method === "GET" || method === "HEAD" ? {} : { body: "{}" }),
        });
      const first = await send();
      const second = await send();
      if (first.status === 429 || second.status !== 429 || !/^\d+$/.test(second.headers.get("retry-after") ?? "")) {
        unlimited.push(`${route}: ${first.status} then ${second.status}`);
      }
    }
    expect(unlimited).toEqual([]);
  }, 120_000);
});

describe.each(testDatabases)("a refused request stores no Idempotency-Key on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertReturnsFixture });
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (target.skipReason) return;
    server = await startTestServer(appWithLimit(database.db, 2));
  });
  afterAll(async () => server?.close());

  const storedKeys = async () =>
    Number(
      (
        await database.db
          .selectFrom("idempotency_keys")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (path: string, client: string, key: string) =>
    server!.fetch(HOST, path, {
      method: "POST",
      headers: { "x-forwarded-for": client, "content-type": "application/json", "idempotency-key": key },
      body: "{}",
    });

  test("over the per-client limit, requests with fresh keys leave no rows", async () => {
    const before = await storedKeys();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/api/v1/return-request", "203.0.113.10", `over-limit-key-${i}`)).status);
    expect(statuses.slice(2)).toEqual([429, 429, 429, 429]);
    expect(await storedKeys()).toBe(before + 2);
  });

  test("refused by a per-waybill limit behind the store, the key is freed, not replayed", async () => {
    const path = "/api/v1/courier-rating?waybill=ALPHA-1";
    await post(path, "203.0.113.21", "waybill-limit-key-a");
    await post(path, "203.0.113.22", "waybill-limit-key-b");
    const before = await storedKeys();
    // A third client: its own limit is untouched, the waybill's is spent.
    const refused = await post(path, "203.0.113.23", "waybill-limit-key-c");
    expect(refused.status).toBe(429);
    expect(await storedKeys()).toBe(before);
    const retried = await post(path, "203.0.113.23", "waybill-limit-key-c");
    expect([retried.status, retried.headers.get("idempotent-replayed")]).toEqual([429, null]);
  });
});
