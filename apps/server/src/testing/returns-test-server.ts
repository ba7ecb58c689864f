import { API_BASE_PATH, type PortalApiClient } from "@portal/core/api";
import type { TestDatabase } from "@portal/db/testing";
import type { Logger } from "../log/logger.ts";
import type { ApiDeps } from "../api/api-deps.ts";
import { useAreaTestServer } from "./area-test-server.ts";
import { createReturnsApi } from "../api/returns/returns-api.ts";
import type { ReturnsOptions } from "../api/returns/returns-deps.ts";

export { TEST_BASE_DOMAIN } from "./area-test-server.ts";

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
export function useReturnsTestServer(database: TestDatabase, { returns, ...options }: ReturnsTestServerOptions): ReturnsTestServer {
  const server = useAreaTestServer(database, options, (deps) => createReturnsApi(deps, returns));
  // Paths here are relative to /api/v1.
  const call: ReturnsTestServer["call"] = (subdomain, path, init = {}) => server.call(subdomain, `${API_BASE_PATH}/${path.replace(/^\//, "")}`, init);
  return {
    get deps() {
      return server.deps;
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
    client: server.client,
  };
}
