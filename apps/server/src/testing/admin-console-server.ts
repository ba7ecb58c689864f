import { Hono } from "hono";
import { API_BASE_PATH } from "@portal/core/api";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabase, TestDatabaseTarget } from "@portal/db/testing";
import { createAdminApi } from "../api/admin/admin-api.ts";
import { createLogger } from "../log/logger.ts";
import { ACME_HOST, ACME_ORIGIN, ADMIN_PASSWORD, cookiePair, testDeps, testEnv } from "./admin-test-fixtures.ts";
import { startTestServer, type TestServer } from "./http-test-server.ts";

const JSON_HEADERS = { "content-type": "application/json" };

/**
 * The admin API alone on a real HTTP server for one database target (its fixtures from
 * `insertAdminFixtures`), keeping every log line it writes, with calls as acme's admin:
 * log in, then GET and POST JSON with the session cookie.
 */
export function useAdminConsoleServer(target: TestDatabaseTarget, database: TestDatabase) {
  const logLines: string[] = [];
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (target.skipReason) return;
    const deps = { ...testDeps(database.db, testEnv()), log: createLogger("debug", (line) => logLines.push(line)) };
    server = await startTestServer(new Hono().route(API_BASE_PATH, createAdminApi(deps)));
  });
  afterAll(async () => server?.close());

  /** A request to acme's host. */
  const fetchAcme = (path: string, init?: Parameters<TestServer["fetch"]>[2]) => server!.fetch(ACME_HOST, path, init);
  return {
    logLines,
    fetch: fetchAcme,
    logIn: async () => {
      const response = await fetchAcme("/api/v1/login", {
        method: "POST",
        headers: { ...JSON_HEADERS, origin: ACME_ORIGIN },
        body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
      });
      return cookiePair(response.headers.getSetCookie()[0] ?? "");
    },
    get: async (cookie: string, path: string) => {
      const response = await fetchAcme(path, { headers: { cookie } });
      return { status: response.status, body: await response.json() };
    },
    post: async (cookie: string, path: string, body: unknown, origin = ACME_ORIGIN) => {
      const response = await fetchAcme(path, { method: "POST", headers: { ...JSON_HEADERS, cookie, origin }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
  };
}
