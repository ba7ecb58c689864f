import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql, type Kysely } from "kysely";
import type { Database } from "./db/schema.ts";
import type { ServerEnv } from "./env.ts";
import type { ClientAssets } from "./ssr/client-assets.ts";
import { renderPageResponse } from "./ssr/render-page.ts";
import { demoLinks } from "./demo/demo-links.ts";

export interface AppDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  assets: ClientAssets;
  clientDir: string;
  now?: () => Date;
}

/** The whole HTTP surface: health, built assets, demo index, API, and every portal page. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());

  app.use("*", async (c, next) => {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Frame-Options", "DENY");
  });

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
  }

  app.on(["GET", "HEAD"], "*", (c) => renderPageResponse(c.req.raw, { ...deps, now }));
  return app;
}
