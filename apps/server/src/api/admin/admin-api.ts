import { Hono } from "hono";
import type { ApiDeps } from "../api-deps.ts";
import { createBrandMenuRoute } from "./brand-menu-route.ts";
import { offlineBrandMenuProvider, type BrandMenuProvider } from "./brand-menu.ts";
import { createIngestRoute } from "./ingest-route.ts";
import { createLoginRoutes } from "./login-routes.ts";
import { createThemeRoutes } from "./theme-routes.ts";
import { createThemeConsoleRoutes } from "./console/theme-console-routes.ts";
import { createOpsRoutes } from "./console/ops-routes.ts";
import { createNotificationRoutes } from "./console/notification-routes.ts";
import { createBrandEventRoutes } from "./console/brand-event-routes.ts";
import { createReturnsDeskRoutes } from "./returns-desk/returns-desk-routes.ts";
import { createInsightRoutes } from "./console/insight-routes.ts";
import { createReturnReasonTextRoutes } from "./console/return-reason-text-routes.ts";

export interface AdminApiOptions {
  /** Where the header's category menu comes from; offline by default. */
  brandMenu?: BrandMenuProvider;
}

/**
 * The /api/v1 calls of the admin area (product rules §7): theme and update-theme, the admin
 * logins and logout, the brand menu, the import API, and the admin console's calls
 * (admin/*: brands, theme versions and previews, the operations view, Insights). Mounted by ../api-router.ts.
 */
export function createAdminApi(deps: ApiDeps, { brandMenu = offlineBrandMenuProvider }: AdminApiOptions = {}): Hono {
  const api = new Hono();
  api.route("/", createThemeRoutes(deps));
  api.route("/", createLoginRoutes(deps));
  api.route("/", createBrandMenuRoute(deps, brandMenu));
  api.route("/", createIngestRoute(deps));
  api.route("/", createThemeConsoleRoutes(deps));
  api.route("/", createOpsRoutes(deps));
  api.route("/", createBrandEventRoutes(deps));
  api.route("/", createNotificationRoutes(deps));
  api.route("/", createReturnsDeskRoutes(deps));
  api.route("/", createInsightRoutes(deps));
  api.route("/", createReturnReasonTextRoutes(deps));
  return api;
}
