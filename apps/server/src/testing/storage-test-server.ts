import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.ts";
import type { Database } from "@portal/db/schema";
import type { TestDatabase } from "@portal/db/testing";
import { loadEnv, type ServerEnv } from "../env.ts";
import { createLogger } from "../log/logger.ts";
import { ClientAssets } from "../ssr/client-assets.ts";

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface StorageTestServer {
  port: number;
  env: ServerEnv;
  /** Any URL (e.g. http://alpha.localhost:<port>/…) sent to this server with that Host. */
  fetch(url: string, init?: { method?: string; body?: FormData | string; headers?: Record<string, string> }): Promise<HttpAnswer>;
  /** GET/POST `path` on `<subdomain>.localhost`. */
  call(subdomain: string, path: string, init?: { method?: string; body?: FormData | string }): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/**
 * The whole app (createApp) served on 127.0.0.1, port 0, for real HTTP tests. Node's fetch
 * neither resolves *.localhost nor lets a caller set Host, so requests go through node:http
 * to 127.0.0.1 with the Host of the URL; FormData bodies are encoded by the Fetch API's own
 * multipart writer, as a browser's form post would be.
 */
export async function startStorageTestServer(options: { db: Kysely<Database>; env: Record<string, string>; now?: () => Date }): Promise<StorageTestServer> {
  const env = loadEnv({ PORTAL_BASE_DOMAIN: "localhost", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", ...options.env }, []);
  const app = createApp({
    db: options.db,
    env,
    assets: new ClientAssets({ "src/entry-client.tsx": { file: "assets/entry.js", isEntry: true } }),
    clientDir: tmpdir(),
    log: createLogger("silent"),
    ...(options.now ? { now: options.now } : {}),
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;

  const send: StorageTestServer["fetch"] = async (url, init = {}) => {
    const target = new URL(url);
    let body: Buffer | undefined;
    const headers: Record<string, string> = { ...init.headers, host: target.host };
    if (init.body instanceof FormData) {
      const encoded = new Request("http://encoder.invalid/", { method: "POST", body: init.body });
      body = Buffer.from(await encoded.arrayBuffer());
      headers["content-type"] = encoded.headers.get("content-type") ?? "";
    } else if (typeof init.body === "string") {
      body = Buffer.from(init.body, "utf8");
    }
    if (body) headers["content-length"] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, method: init.method ?? "GET", path: target.pathname + target.search, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: all, json: <T>() => JSON.parse(all.toString("utf8")) as T });
        });
      });
      req.on("error", reject);
      req.end(body);
    });
  };

  return {
    port,
    env,
    fetch: send,
    call: (subdomain, path, init) => send(`http://${subdomain}.localhost:${port}${path}`, init),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface StorageSuiteServer extends StorageTestServer {
  /** The suite's own local upload folder (UPLOAD_DIR), removed after the suite. */
  readonly uploadDir: string;
}

/**
 * `startStorageTestServer` for the calling describe block, over a fresh upload folder:
 * `env(uploadDir)` gives its settings. Started in beforeAll; closed and the folder removed in
 * afterAll.
 */
export function useStorageTestServer(
  database: TestDatabase,
  options: { env: (uploadDir: string) => Record<string, string>; now?: () => Date },
): StorageSuiteServer {
  let uploadDir = "";
  let server: StorageTestServer | undefined;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), "portal-storage-"));
    server = await startStorageTestServer({ db: database.db, env: options.env(uploadDir), ...(options.now ? { now: options.now } : {}) });
  });
  afterAll(async () => {
    await server?.close();
    if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
  });
  const started = (): StorageTestServer => {
    if (server === undefined) throw new Error("The storage test server starts in beforeAll");
    return server;
  };
  return {
    get uploadDir() {
      return uploadDir;
    },
    get port() {
      return started().port;
    },
    get env() {
      return started().env;
    },
    fetch: (url, init) => started().fetch(url, init),
    call: (subdomain, path, init) => started().call(subdomain, path, init),
    close: () => started().close(),
  };
}
