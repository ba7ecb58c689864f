import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrandEventEndpointResultSchema, BrandEventsResultSchema } from "@portal/core/api";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as v from "valibot";
import { findBrandEventEndpoint } from "@portal/db/repositories/brand-events";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { createApp } from "../../../app.ts";
import { loadEnv } from "../../../env.ts";
import { ClientAssets } from "../../../ssr/client-assets.ts";
import { enqueueBrandEvent } from "../../../brand-events/enqueue-brand-event.ts";
import { webhookSecretKey } from "../../../brand-events/standard-webhooks.ts";
import { createLogger } from "../../../log/logger.ts";
import { startTestServer, type TestServer } from "../../../testing/http-test-server.ts";
import { useAdminConsoleServer } from "../../../testing/admin-console-server.ts";
import { ACME_HOST, ACME_ORIGIN, ADMIN_PASSWORD, NOW, cookiePair, insertAdminFixtures } from "../../../testing/admin-test-fixtures.ts";

const JSON_HEADERS = { "content-type": "application/json" };

describe.each(testDatabases)("admin brand-events API on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  const acme = useAdminConsoleServer(target, database);
  const { logLines, logIn, get, post } = acme;

  test("the endpoint is set with a secret shown once; the log lists events with their last answer; replay sends one again", async () => {
    const cookie = await logIn();
    const empty = await get(cookie, "/api/v1/admin/brand-events?brand=acme");
    expect(v.parse(BrandEventsResultSchema, empty.body.result)).toMatchObject({ endpoint: null, events: [], next: null });

    const saved = await post(cookie, "/api/v1/admin/brand-events/endpoint?brand=acme", { url: " https://erp.acme.example/hooks ", enabled: true });
    expect(saved.status).toBe(200);
    const result = v.parse(BrandEventEndpointResultSchema, saved.body.result);
    expect(result.endpoint).toMatchObject({ url: "https://erp.acme.example/hooks", enabled: true });
    expect(webhookSecretKey(result.secret ?? "")).toHaveLength(32);
    // Not read back, not logged.
    expect(JSON.stringify((await get(cookie, "/api/v1/admin/brand-events?brand=acme")).body)).not.toContain(result.secret);
    expect(logLines.join("\n")).not.toContain(result.secret);
    const again = await post(cookie, "/api/v1/admin/brand-events/endpoint?brand=acme", { url: "https://erp.acme.example/v2", enabled: true });
    expect(again.body.result.secret).toBeNull();
    expect((await findBrandEventEndpoint(database.db, "b-acme"))?.secret).toBe(result.secret);

    const id = await enqueueBrandEvent(
      database.db,
      "b-acme",
      "contact.updated",
      { waybill: "W-1", order_id: "O-1", phone_number: "9000000001", alternate_phone_number: null, updated_at: NOW.toISOString() },
      { now: NOW },
    );
    await database.db.updateTable("brand_events").set({ status: "dead", attempts: 10, last_response_status: 500, last_response_body: "down" }).execute();
    const log = v.parse(BrandEventsResultSchema, (await get(cookie, "/api/v1/admin/brand-events?brand=acme")).body.result);
    expect(log.events).toEqual([
      expect.objectContaining({
        id,
        type: "contact.updated",
        state: "failed",
        attempts: 10,
        last_response_status: 500,
        last_response_body: "down",
        next_attempt_at: null,
      }),
    ]);

    const replayed = await post(cookie, "/api/v1/admin/brand-events/replay?brand=acme", { event_id: id });
    expect(replayed.body.result.event).toMatchObject({ id, state: "waiting", attempts: 0, next_attempt_at: NOW.toISOString() });
    expect(logLines.some((line) => line.includes("brand event replayed") && line.includes('"username":"admin"'))).toBe(true);
  });

  test("refuses a bad address, another brand, an unknown event and a foreign origin", async () => {
    const cookie = await logIn();
    const bad = await post(cookie, "/api/v1/admin/brand-events/endpoint?brand=acme", { url: "javascript:alert(1)", enabled: true });
    expect(bad.status).toBe(400);
    expect(bad.body.meta.message).toContain("https://");
    expect((await post(cookie, "/api/v1/admin/brand-events/endpoint?brand=zulu", { url: "https://x.example", enabled: true })).status).toBe(403);
    expect((await get(cookie, "/api/v1/admin/brand-events?brand=zulu")).status).toBe(403);
    expect((await post(cookie, "/api/v1/admin/brand-events/replay?brand=acme", { event_id: "evt_nope" })).status).toBe(404);
    expect(
      (await post(cookie, "/api/v1/admin/brand-events/endpoint?brand=acme", { url: "https://x.example", enabled: true }, "http://evil.example")).status,
    ).toBe(403);
    expect((await get(cookie, "/api/v1/admin/brand-events?brand=acme&before=nonsense")).status).toBe(400);
  });
});

// Through the whole app: a save sent with an Idempotency-Key is not kept by the shared store,
// since its answer may hold a new signing secret (api-router.ts, OUTSIDE_SHARED_STORE).
describe.each(testDatabases)("the endpoint's secret is never stored for replay on $label", (target) => {
  const database = useTestDatabase(target, { setup: insertAdminFixtures });
  let server: TestServer;
  beforeAll(async () => {
    if (target.skipReason) return;
    const env = loadEnv({ PORTAL_BASE_DOMAIN: "portal.test", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" }, []);
    const app = createApp({
      db: database.db,
      env,
      now: () => NOW,
      assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }),
      clientDir: mkdtempSync(join(tmpdir(), "portal-client-")),
      log: createLogger("silent"),
    });
    server = await startTestServer(app);
  });
  afterAll(async () => server?.close());

  test("a save with an Idempotency-Key leaves no stored answer", async () => {
    const login = await server.fetch(ACME_HOST, "/api/v1/login", {
      method: "POST",
      headers: { ...JSON_HEADERS, origin: ACME_ORIGIN },
      body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
    });
    const cookie = cookiePair(login.headers.getSetCookie()[0] ?? "");
    const response = await server.fetch(ACME_HOST, "/api/v1/admin/brand-events/endpoint?brand=acme", {
      method: "POST",
      headers: { ...JSON_HEADERS, cookie, origin: ACME_ORIGIN, "idempotency-key": "save-endpoint-1" },
      body: JSON.stringify({ url: "https://erp.acme.example/hooks", enabled: true }),
    });
    const secret = ((await response.json()) as { result: { secret: string } }).result.secret;
    expect(secret).toMatch(/^whsec_/);
    const stored = await database.db.selectFrom("idempotency_keys").select(["idempotency_key", "response_body"]).execute();
    expect(stored.filter((row) => row.idempotency_key === "save-endpoint-1" || (row.response_body ?? "").includes(secret))).toEqual([]);
  });
});
