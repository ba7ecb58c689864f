import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { sql, type Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "./env.ts";
import type { ClientAssets } from "./ssr/client-assets.ts";
import { returnSessionTokensFor } from "./api/returns/returns-deps.ts";
import { createNotificationLinkRoutes } from "./api/notifications/notification-link-routes.ts";
import { renderPageResponse } from "./ssr/render-page.ts";
import { matchRoute } from "@portal/core/routes";
import { answerFormPost } from "./ssr/form-posts.ts";
import { answerReturnFlowPost, isReturnFlowPost } from "./ssr/return-flow-posts.ts";
import { RenderedPages } from "./ssr/rendered-pages.ts";
import { demoAdminLinks, demoLinks } from "./demo/demo-links.ts";
import { renderDemoPage } from "./demo/demo-page.ts";
import { createApiRouter } from "./api/api-router.ts";
import { rateLimit, shipmentTarget } from "./api/rate-limit.ts";
import { keyHolderOf } from "./api/security/target-holder.ts";
import { FAILED_TEXT } from "./http/portal-server.ts";
import type { Logger } from "./log/logger.ts";
import { compressResponses } from "./http/compression.ts";
import { answerText, sendFail } from "./http/envelope.ts";
import { SERVICE_MESSAGE } from "@portal/core/messages";
import { brandForHost } from "./http/brand-for-host.ts";
import { faviconSvg } from "./http/favicon.ts";
import { serviceWorkerHandler } from "./http/service-worker.ts";
import { LocalShipmentChanges, type ShipmentChanges } from "./live/shipment-changes.ts";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import { createAdminSite } from "./admin-site/admin-site.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { isDatabaseBusy } from "./http/database-busy.ts";
import { refuseCrossSiteWrites } from "./http/cross-site-writes.ts";
import { closeAfterUnreadBody } from "./http/close-after-unread-body.ts";

export interface AppDeps {
  db: Kysely<Database>;
  env: ServerEnv;
  assets: ClientAssets;
  clientDir: string;
  /** The built admin console (apps/admin/dist), served under /admin/. */
  adminDir?: string;
  log: Logger;
  /** The rate limiter's own store (ApiDeps.limits); the portal's database when absent. */
  limits?: Kysely<Database> | undefined;
  now?: () => Date;
  /** Shipment changes for open pages' streams: PostgreSQL's LISTEN/NOTIFY across replicas (main.ts), else this process's own. */
  shipmentChanges?: ShipmentChanges;
  /** The pages rendered this minute (ssr/rendered-pages.ts); a new app starts its own. */
  renderedPages?: RenderedPages;
}

/** The whole HTTP surface: health, built assets, demo index, API, and every portal page. */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const now = deps.now ?? (() => new Date());

  // First in, last out: it sees every answer once the handlers below have made it, and
  // finishes it once (coding, Vary, security headers).
  app.use("*", compressResponses({ answerHeaders: securityHeaders({ publicUrl: deps.env.publicUrl }) }));

  app.use("*", closeAfterUnreadBody);

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
      // The build writes .br and .gz beside each text asset (tooling/vite/precompress.js).
      precompressed: true,
      onFound: (_path, c) => {
        // File names carry a content hash: cache them for a year.
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );

  app.get("/sw.js", serviceWorkerHandler(deps.clientDir));

  // Each brand's own icon; also answers the browser's automatic /favicon.ico request.
  app.get("/favicon.svg", (c) => faviconResponse(c.req.header("host")));
  app.get("/favicon.ico", (c) => faviconResponse(c.req.header("host")));
  async function faviconResponse(host: string | undefined): Promise<Response> {
    const brand = await brandForHost(deps, host);
    const theme = (brand ? await findThemeForBrand(deps.db, brand.id).catch(() => undefined) : undefined) ?? { name: brand?.name ?? "", tokens: {} };
    return new Response(faviconSvg(theme), {
      headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" },
    });
  }

  if (deps.env.mode === "demo") {
    app.get("/__demo.json", async (c) => c.json(await demoLinks(deps.db, deps.env, c.req.header("host"))));
    app.get("/__demo", async (c) =>
      c.html(renderDemoPage(await demoLinks(deps.db, deps.env, c.req.header("host")), await demoAdminLinks(deps.db, deps.env, c.req.header("host")))),
    );
  }

  // Before any handler reads a body: a write another site's page sent is refused unread.
  app.use("*", refuseCrossSiteWrites(deps.env));
  const api = createApiRouter({
    db: deps.db,
    env: deps.env,
    now,
    log: deps.log,
    limits: deps.limits,
    shipmentChanges: deps.shipmentChanges ?? new LocalShipmentChanges(),
  });
  app.route("/", api);
  app.route("/", createNotificationLinkRoutes({ db: deps.db, env: deps.env, now, log: deps.log, limits: deps.limits }));
  app.all("/api/*", (c) => sendFail(c, 404, "There is no such API call."));
  if (deps.adminDir) app.route("/", createAdminSite({ adminDir: deps.adminDir, env: deps.env, db: deps.db }));

  // Never a stack trace or a bare 500 page: log it, answer in the envelope (API) or plainly.
  app.onError((error, c) => {
    if (isDatabaseBusy(error)) {
      c.header("Retry-After", "1");
      c.header("Cache-Control", "no-store");
      if (c.req.path.startsWith("/api/")) return sendFail(c, 503, SERVICE_MESSAGE.busy);
      return c.text(answerText(c, SERVICE_MESSAGE.busy), 503);
    }
    deps.log.error("request failed", { path: c.req.path, method: c.req.method, error: error instanceof Error ? error.message : String(error) });
    if (c.req.path.startsWith("/api/")) return sendFail(c, 500, FAILED_TEXT);
    return c.text(FAILED_TEXT, 500);
  });

  // Pages: each screen's route loader reads the domain directly, with the request's session.
  // Pages look shipments up as the API does, so they count per client and per waybill too.
  const pageDeps = { ...deps, now, tokens: returnSessionTokensFor(deps.env), renderedPages: deps.renderedPages ?? new RenderedPages() };
  const pageLimit = rateLimit({ db: deps.db, env: deps.env, now, log: deps.log, limits: deps.limits }, "page", {
    target: shipmentTarget,
    holder: keyHolderOf(deps),
    answer: "page",
  });
  app.on(["GET", "HEAD"], "*", pageLimit, async (c) => {
    const answer = await renderPageResponse(c.req.raw, pageDeps);
    return answer instanceof Response ? answer : c.body(answer.body, answer.status, answer.headers);
  });
  // A page's own form posted without JavaScript (login, contact, delivery and pickup issues):
  // answered by the same API call its script makes (ssr/form-posts.ts), then 303 or the form again.
  // Limited as the page is (a post to a page without a form too); the call behind has its own limit.
  app.post("*", pageLimit, async (c) => {
    // The return flow's steps keep a draft and render the next step (ssr/return-flow-posts.ts).
    const match = matchRoute(c.req.path);
    const outcome = isReturnFlowPost(match) ? await answerReturnFlowPost(c, app, pageDeps, match) : await answerFormPost(c, app, deps);
    if (outcome instanceof Response) return outcome;
    const answer = await renderPageResponse(c.req.raw, pageDeps, outcome);
    return answer instanceof Response ? answer : c.body(answer.body, answer.status, answer.headers);
  });
  return app;
}
