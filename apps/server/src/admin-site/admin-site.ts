import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { ServerEnv } from "../env.ts";

/** Where the console is served; its Vite build uses the same base. */
export const ADMIN_BASE = "/admin";

/**
 * The admin console (apps/admin): its built assets under /admin/assets/ and its one HTML
 * page for every other /admin/… path (the console routes in the browser). Kept apart from
 * the shopper pages: the shopper route table never sees /admin, and neither side loads
 * the other's code.
 */
export function createAdminSite({ adminDir, env }: { adminDir: string; env: Pick<ServerEnv, "baseDomain"> }): Hono {
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
  site.get(`${ADMIN_BASE}/*`, (c) => {
    const html = page();
    if (!html) return c.text("The admin console is not built: run the build first.", 503);
    return c.html(html, 200, {
      "cache-control": "no-store",
      "content-security-policy": adminContentSecurityPolicy(env.baseDomain),
    });
  });
  return site;
}

/**
 * Only the console's own scripts; previews may frame the brands' hosts (any port), logo
 * uploads may go to an S3-compatible store (https), and the console itself is never framed.
 */
export function adminContentSecurityPolicy(baseDomain: string): string {
  const brandHosts = `http://*.${baseDomain}:* https://*.${baseDomain}:* http://*.${baseDomain} https://*.${baseDomain}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self' https:",
    `frame-src ${brandHosts}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
