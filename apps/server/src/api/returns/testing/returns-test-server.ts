import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { API_BASE_PATH, createPortalApiClient, failEnvelope, type PortalApiClient } from "@portal/core/api";
import type { TestDatabase } from "../../../db/testing/test-databases.ts";
import { loadEnv } from "../../../env.ts";
import { createLogger, type Logger } from "../../../log/logger.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { fetchAs } from "../../tracking/testing/host-fetch.ts";
import { createReturnsApi } from "../returns-api.ts";
import type { ReturnsOptions } from "../returns-deps.ts";

/** Brands of test servers are `<subdomain>.portal.test`. */
export const TEST_BASE_DOMAIN = "portal.test";

export interface ReturnsTestServer {
  readonly deps: ApiDeps;
  /** Real HTTP to `/api/v1/<path>` on the brand's host. */
  call(subdomain: string, path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** GET and JSON in one: status and body. */
  getJson(subdomain: string, path: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  postJson(subdomain: string, path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  /** Core's API client on the brand's host: answers are checked against core's response schemas. */
  client(subdomain: string): PortalApiClient;
}

export interface ReturnsTestServerOptions {
  now: () => Date;
  /** Settings besides the base domain; default: rate limit off, logs silent. */
  env?: Record<string, string>;
  log?: Logger;
  returns?: ReturnsOptions;
}

/**
 * Starts the returns API as api-router.ts mounts it (with app.ts's error answer) on a free
 * port for the calling describe block, over the suite's test database.
 */
export function useReturnsTestServer(database: TestDatabase, options: ReturnsTestServerOptions): ReturnsTestServer {
  let server: ServerType | undefined;
  let baseUrl = "";
  let deps: ApiDeps | undefined;

  beforeAll(async () => {
    const env = loadEnv({ PORTAL_BASE_DOMAIN: TEST_BASE_DOMAIN, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", ...options.env }, []);
    const log = options.log ?? createLogger("silent");
    deps = { db: database.db, env, now: options.now, log };
    const app = new Hono();
    app.route(API_BASE_PATH, createReturnsApi(deps, options.returns));
    app.onError((error, c) => {
      log.error("request failed", { error: error instanceof Error ? error.message : String(error) });
      return c.json(failEnvelope(500, "Something went wrong on our side. Please try again."), 500);
    });
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  const call: ReturnsTestServer["call"] = (subdomain, path, init = {}) =>
    fetchAs(`${subdomain}.${TEST_BASE_DOMAIN}`)(`${baseUrl}${API_BASE_PATH}/${path.replace(/^\//, "")}`, init);
  return {
    get deps() {
      if (!deps) throw new Error("The test server starts in beforeAll");
      return deps;
    },
    call,
    async getJson(subdomain, path, headers = {}) {
      const response = await call(subdomain, path, { headers });
      return { status: response.status, body: await response.json() };
    },
    async postJson(subdomain, path, body, headers = {}) {
      const response = await call(subdomain, path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    client: (subdomain) =>
      createPortalApiClient({ trackingBaseUrl: baseUrl, opsBaseUrl: baseUrl, fetch: fetchAs(`${subdomain}.${TEST_BASE_DOMAIN}`), retryLimit: 0 }),
  };
}
