import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ThemeQuerySchema, UpdateThemeBodySchema, UpdateThemeQuerySchema } from "@portal/core/api";
import type { Theme } from "@portal/core/theme";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import { requireManagedBrand } from "./console/managed-brand.ts";
import { saveThemeVersion } from "./console/save-theme-version.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { authenticateAdmin, mayChangeState } from "./admin-auth.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import { readJsonBody, readQuery } from "../../http/request-input.ts";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { rateLimit } from "../rate-limit.ts";

/** A theme is a small JSON document; anything near this is a mistake or an attack. */
export const THEME_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * GET theme (the product rules' "tracking_page page_style"; also served at that path) and POST
 * update-theme. Both name the brand with `subdomain`. GET theme serves only the brand of the
 * host it is asked on; update-theme changes any brand the signed-in admin manages (the
 * console on one host manages all of them) and answers 403 for any other.
 */
export function createThemeRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  const getTheme = async (c: Context) => {
    const query = readQuery(c, ThemeQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const brand = await resolveApiBrand(c, deps);
    if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
    const theme: Theme = (await findThemeForBrand(deps.db, brand.id)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
    return sendOk(c, theme);
  };
  routes.get("/theme", rateLimit(deps, "theme"), getTheme);
  routes.get("/tracking_page/page_style", rateLimit(deps, "theme"), getTheme);

  routes.post(
    "/update-theme",
    rateLimit(deps, "update-theme"),
    bodyLimit({ maxSize: THEME_BODY_LIMIT_BYTES, onError: (c) => sendFail(c, 413, ADMIN_MESSAGE.themeTooLarge) }),
    async (c) => {
      const auth = await authenticateAdmin(c, deps);
      if (!mayChangeState(c, auth?.via)) return sendFail(c, 403, ADMIN_MESSAGE.foreignOrigin);
      if (!auth) return sendFail(c, 401, ADMIN_MESSAGE.loginNeeded);
      const query = readQuery(c, UpdateThemeQuerySchema);
      if (!query.ok) return sendFail(c, query.status, query.message);
      // Any brand the admin manages, whichever host the console runs on; 403 for the others.
      const managed = await requireManagedBrand(c, deps, query.value.subdomain, auth);
      if (!managed.ok) return managed.response.status === 403 ? sendFail(c, 403, ADMIN_MESSAGE.otherBrandsTheme) : managed.response;
      const body = await readJsonBody(c, UpdateThemeBodySchema, THEME_BODY_LIMIT_BYTES);
      if (!body.ok) return sendFail(c, body.status, body.message);
      // Stored as given, HTML banners included: they are sanitised where the page renders them.
      const saved = await saveThemeVersion(deps, { brand: managed.brand, auth, theme: body.value });
      if (!saved.ok) return sendFail(c, 400, saved.message);
      return sendOk(c, saved.theme);
    },
  );

  return routes;
}

function noSuchBrand(c: Context) {
  return sendFail(c, 404, ADMIN_MESSAGE.noBrandHere);
}
