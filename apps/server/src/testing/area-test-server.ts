import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { API_BASE_PATH, createPortalApiClient, type PortalApiClient } from "@portal/core/api";
import type { TestDatabase } from "@portal/db/testing";
import { loadEnv } from "../env.ts";
import { createLogger, type Logger } from "../log/logger.ts";
import type { ApiDeps } from "../api/api-deps.ts";
import { sendFail } from "../http/envelope.ts";
import { fetchAs } from "./host-fetch.ts";

/** The base domain of test servers: brands are `<subdomain>.portal.test`. */
export const TEST_BASE_DOMAIN = "portal.test";
export const hostOf = (subdomain: string) => `${subdomain}.${TEST_BASE_DOMAIN}`;

export interface AreaTestServerOptions {
  now: () => Date;
  /** Settings besides the base domain; default: rate limit off, logs silent. */
  env?: Record<string, string>;
  log?: Logger;
}

export interface AreaTestServer {
  /** http://127.0.0.1:<port>, once started. */
  readonly baseUrl: string;
  readonly deps: ApiDeps;
  /** fetch on the brand's host: `call("demo", "/api/v1/track-order?waybill=X")`. */
  call(subdomain: string, path: string, init?: RequestInit & { headers?: Record<string, string> }): Promise<Response>;
  /** Core's API client on the brand's host: answers are checked against core's response schemas. */
  client(subdomain: string): PortalApiClient;
}

/**
 * Starts one API area (`createArea`), mounted as api-router.ts mounts it and with app.ts's
 * error answer, on a free port for the calling describe block, over the suite's test database.
 */
export function useAreaTestServer(database: TestDatabase, options: AreaTestServerOptions, createArea: (deps: ApiDeps) => Hono): AreaTestServer {
  let server: ServerType | undefined;
  let baseUrl = "";
  let deps: ApiDeps | undefined;

  beforeAll(async () => {
    const env = loadEnv({ PORTAL_BASE_DOMAIN: TEST_BASE_DOMAIN, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", ...options.env }, []);
    const started = { db: database.db, env, now: options.now, log: options.log ?? createLogger("silent") };
    deps = started;
    const app = new Hono();
    app.route(API_BASE_PATH, createArea(started));
    // As app.ts answers: an error is a 500 in the envelope, never a stack trace.
    app.onError((error, c) => {
      started.log.error("request failed", { error: error instanceof Error ? error.message : String(error) });
      return sendFail(c, 500, "Something went wrong on our side. Please try again.");
    });
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
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
    client: (subdomain) => createPortalApiClient({ trackingBaseUrl: baseUrl, opsBaseUrl: baseUrl, fetch: fetchAs(hostOf(subdomain)), retryLimit: 0 }),
  };
}
