import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { API_BASE_PATH, createPortalApiClient, failEnvelope, type PortalApiClient } from "@portal/core/api";
import type { Database } from "../../../db/schema.ts";
import type { TestDatabase } from "../../../db/testing/test-databases.ts";
import { loadEnv, type ServerEnv } from "../../../env.ts";
import { createLogger, type Logger } from "../../../log/logger.ts";
import type { ApiDeps } from "../../api-deps.ts";
import { createTrackingApi } from "../tracking-api.ts";
import { fetchAs } from "./host-fetch.ts";

/** The base domain of test servers: brands are `<subdomain>.portal.test`. */
export const TEST_BASE_DOMAIN = "portal.test";
export const hostOf = (subdomain: string) => `${subdomain}.${TEST_BASE_DOMAIN}`;

export interface TrackingTestServer {
  readonly baseUrl: string;
  readonly deps: ApiDeps;
  /** fetch on the brand's host: `call("demo", "/api/v1/track-order?waybill=X")`. */
  call(subdomain: string, path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** Core's API client on the brand's host: answers are checked against core's response schemas. */
  client(subdomain: string): PortalApiClient;
}

export interface TrackingTestServerOptions {
  now: Date;
  /** Settings besides the base domain; default: rate limit off, logs silent. */
  env?: Record<string, string>;
  log?: Logger;
}

/**
 * Starts the tracking API (as api-router.ts mounts it, with app.ts's error answer) on a
 * free port for the calling describe block, over the suite's test database.
 */
export function useTrackingTestServer(database: TestDatabase, options: TrackingTestServerOptions): TrackingTestServer {
  let server: ServerType | undefined;
  let baseUrl = "";
  let deps: ApiDeps | undefined;

  beforeAll(async () => {
    const env: ServerEnv = loadEnv({ PORTAL_BASE_DOMAIN: TEST_BASE_DOMAIN, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", ...options.env }, []);
    deps = { db: database.db as Kysely<Database>, env, now: () => options.now, log: options.log ?? createLogger("silent") };
    const app = apiAppOf(deps);
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return {
    get baseUrl() {
      return baseUrl;
    },
    get deps() {
      if (!deps) throw new Error("The test server starts in beforeAll");
      return deps;
    },
    call: (subdomain, path, init = {}) => fetchAs(hostOf(subdomain))(`${baseUrl}${path}`, init),
    client: (subdomain) =>
      createPortalApiClient({ trackingBaseUrl: baseUrl, opsBaseUrl: baseUrl, fetch: fetchAs(hostOf(subdomain)), retryLimit: 0 }),
  };
}

function apiAppOf(deps: ApiDeps): Hono {
  const app = new Hono();
  app.route(API_BASE_PATH, createTrackingApi(deps));
  // As app.ts answers: an error is a 500 in the envelope, never a stack trace.
  app.onError((error, c) => {
    deps.log.error("request failed", { error: error instanceof Error ? error.message : String(error) });
    return c.json(failEnvelope(500, "Something went wrong on our side. Please try again."), 500);
  });
  return app;
}
