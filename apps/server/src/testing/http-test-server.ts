import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "../app.ts";
import type { TestDatabase, TestDatabaseTarget } from "@portal/db/testing";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { migrateToLatest } from "@portal/db/migrate";
import { seedDemo } from "../seed/demo-seed.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";

export interface TestServer {
  /** The port on 127.0.0.1, for a test that talks HTTP itself (streamed bodies). */
  readonly port: number;
  /** Sends a real HTTP request to the server as if to `host` (a brand's subdomain). */
  fetch(host: string, path: string, init?: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * Serves `app` on 127.0.0.1 and a free port. Requests go through node:http because Node's
 * fetch will not send a Host header of our choosing, and the brand comes from the Host.
 * Answers are turned into standard `Response`s, Set-Cookie headers included.
 */
export async function startTestServer(app: Hono): Promise<TestServer> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    fetch: (host, path, { method = "GET", headers = {}, body } = {}) =>
      new Promise((resolve, reject) => {
        const outgoing = request({ host: "127.0.0.1", port, path, method, headers: { ...headers, host } }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, item);
            }
            const status = incoming.statusCode ?? 0;
            const text = Buffer.concat(chunks);
            resolve(new Response(status === 204 || status === 304 ? null : text, { status, headers: responseHeaders }));
          });
        });
        outgoing.on("error", reject);
        outgoing.end(body);
      }),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** A client build of one entry: enough for the server to render pages without building. */
const FAKE_MANIFEST = { "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } };

/** The whole app (createApp) served for a test: the fake client build, silent logs. */
export function startAppTestServer(deps: Pick<AppDeps, "db" | "env" | "now" | "renderedPages" | "shipmentChanges">): Promise<TestServer> {
  return startTestServer(
    createApp({ ...deps, assets: new ClientAssets(FAKE_MANIFEST), clientDir: mkdtempSync(join(tmpdir(), "portal-client-")), log: createLogger("silent") }),
  );
}

/**
 * `startAppTestServer` over the suite's test database for the calling describe block: started
 * in beforeAll (nothing on a skipped target), closed in afterAll.
 */
export function useAppTestServer(target: TestDatabaseTarget, database: TestDatabase, deps: () => Pick<AppDeps, "env" | "now" | "shipmentChanges">): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (target.skipReason === undefined) server = await startAppTestServer({ db: database.db, ...deps() });
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = (): TestServer => {
    if (server === undefined) throw new Error("The app test server starts in beforeAll; use it inside tests");
    return server;
  };
  return {
    get port() {
      return started().port;
    },
    fetch: (...request) => started().fetch(...request),
    close: async () => server?.close(),
  };
}

/** The demo server of a describe block: its database, and the app over it, for real HTTP. */
export interface DemoAppTestServer extends TestServer {
  readonly database: DatabaseConnection;
}

/**
 * The whole app in demo mode over an in-memory SQLite database with the demo seeded at
 * `seededAt`, for the calling describe block: started in beforeAll, closed in afterAll.
 */
export function useDemoAppTestServer({
  seededAt,
  env = {},
  ...deps
}: { seededAt: Date; /** More settings (UPLOAD_DIR, …). */ env?: Record<string, string> } & Pick<AppDeps, "now" | "renderedPages">): DemoAppTestServer {
  let database: DatabaseConnection | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = createDatabase({ sqliteFile: ":memory:" });
    await migrateToLatest(database.db);
    await seedDemo(database.db, { now: seededAt });
    server = await startAppTestServer({ db: database.db, env: loadEnv({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", ...env }, ["--demo"]), ...deps });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The demo app test server starts in beforeAll; use it inside tests");
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get port() {
      return started(server).port;
    },
    fetch: (...request) => started(server).fetch(...request),
    close: async () => server?.close(),
  };
}
