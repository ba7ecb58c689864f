import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerEnv } from "../env.ts";
import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { adminContentSecurityPolicy } from "../http/content-security-policy.ts";
import { adminAssetOrigins } from "./admin-asset-origins.ts";

/** Where the console is served; its Vite build uses the same base. */
export const ADMIN_BASE = "/admin";

/**
 * The admin console (apps/admin): its built assets under /admin/assets/ and its one HTML
 * page for every other /admin/… path (the console routes in the browser). Kept apart from
 * the shopper pages: the shopper route table never sees /admin, and neither side loads
 * the other's code.
 */
export function createAdminSite({
  adminDir,
  env,
  db,
}: {
  adminDir: string;
  env: Pick<ServerEnv, "baseDomain" | "defaultBrand" | "s3">;
  db: Kysely<Database>;
}): Hono {
  const site = new Hono();
  const indexFile = join(adminDir, "index.html");
  let indexHtml: string | undefined;
  const page = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined);

  site.use(
    `${ADMIN_BASE}/assets/*`,
    serveStatic({
      root: adminDir,
      rewriteRequestPath: (path) => path.slice(ADMIN_BASE.length),
      // .br and .gz copies written by the build (tooling/vite/precompress.js).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  site.get(`${ADMIN_BASE}/assets/*`, (c) => c.text("Not found", 404));
  site.get(ADMIN_BASE, (c) => c.redirect(`${ADMIN_BASE}/ops`, 302));
  site.get(`${ADMIN_BASE}/*`, async (c) => {
    const html = page();
    if (!html) return c.text("The admin console is not built: run the build first.", 503);
    const assets = await adminAssetOrigins({ db, env }, c.req.header("host"));
    return c.html(html, 200, {
      "cache-control": "no-store",
      "content-security-policy": adminContentSecurityPolicy(env.baseDomain, assets),
    });
  });
  return site;
}
