import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql, type Kysely } from "kysely";
import type { Database } from "./db/schema.ts";
import type { ServerEnv } from "./env.ts";
import type { ClientAssets } from "./ssr/client-assets.ts";
import { renderPageResponse } from "./ssr/render-page.ts";
import { demoLinks } from "./demo/demo-links.ts";
import { renderDemoPage } from "./demo/demo-page.ts";
import { createApiRouter } from "./api/api-router.ts";
import type { Logger } from "./log/logger.ts";
import { failEnvelope } from "@portal/core/api";
import { securityHeaders } from "./http/security-headers.ts";
import { DATABASE_BUSY_MESSAGE, isDatabaseBusy } from "./http/database-busy.ts";

export interface AppDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  assets: ClientAssets;
  clientDir: string;
  log: Logger;
  now?: () => Date;
}

/** The whole HTTP surface: health, built assets, demo index, API, and every portal page. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());

  app.use("*", securityHeaders({ publicUrl: deps.env.publicUrl }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
      return c.json({ status: "ready" });
    } catch {
      return c.json({ status: "database unavailable" }, 503);
    }
  });

  app.use(
    "/assets/*",
    serveStatic({
      root: deps.clientDir,
      onFound: (_path, c) => {
        // File names carry a content hash: cache them for a year.
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );

  if (deps.env.mode === "demo") {
    app.get("/__demo.json", async (c) => c.json(await demoLinks(deps.db, deps.env, c.req.header("host"))));
    app.get("/__demo", async (c) => c.html(renderDemoPage(await demoLinks(deps.db, deps.env, c.req.header("host")))));
  }

  const api = createApiRouter({ db: deps.db, env: deps.env, now, log: deps.log });
  app.route("/", api);
  app.all("/api/*", (c) => c.json(failEnvelope(404, "There is no such API call."), 404));

  // Never a stack trace or a bare 500 page: log it, answer in the envelope (API) or plainly.
  app.onError((error, c) => {
    if (isDatabaseBusy(error)) {
      c.header("Retry-After", "1");
      c.header("Cache-Control", "no-store");
      if (c.req.path.startsWith("/api/")) return c.json(failEnvelope(503, DATABASE_BUSY_MESSAGE), 503);
      return c.text(DATABASE_BUSY_MESSAGE, 503);
    }
    deps.log.error("request failed", { path: c.req.path, method: c.req.method, error: error instanceof Error ? error.message : String(error) });
    if (c.req.path.startsWith("/api/")) return c.json(failEnvelope(500, "Something went wrong on our side. Please try again."), 500);
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  // Pages ask the API in-process, passing the Node bindings on so the API sees the same client.
  app.on(["GET", "HEAD"], "*", (c) => renderPageResponse(c.req.raw, { ...deps, now }, (request) => api.fetch(request, c.env)));
  return app;
}
