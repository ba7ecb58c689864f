import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  failEnvelope,
  okEnvelope,
  ThemeQuerySchema,
  UpdateThemeBodySchema,
  UpdateThemeQuerySchema,
  validateRequest,
} from "@portal/core/api";
import type { Theme } from "@portal/core/theme";
import { findThemeForBrand } from "../../db/repositories/themes.ts";
import { requireManagedBrand } from "./console/managed-brand.ts";
import { saveThemeVersion } from "./console/save-theme-version.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { authenticateAdmin, mayChangeState } from "./admin-auth.ts";
import { ADMIN_MESSAGE } from "./admin-messages.ts";
import { readJsonBody } from "./read-json-body.ts";

/** A theme is a small JSON document; anything near this is a mistake or an attack. */
const THEME_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * GET theme (the spec's "tracking_page page_style"; also served at that path) and POST
 * update-theme. Both name the brand with `subdomain`. GET theme serves only the brand of the
 * host it is asked on; update-theme changes any brand the signed-in admin manages (the
 * console on one host manages all of them) and answers 403 for any other.
 */
export function createThemeRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  const getTheme = async (c: Context) => {
    const query = validateRequest(ThemeQuerySchema, c.req.query());
    if (!query.ok) return c.json(failEnvelope(400, query.message), 400);
    const brand = await resolveApiBrand(c, deps);
    if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
    const theme: Theme = (await findThemeForBrand(deps.db, brand.id)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
    return c.json(okEnvelope(theme));
  };
  routes.get("/theme", getTheme);
  routes.get("/tracking_page/page_style", getTheme);

  routes.post(
    "/update-theme",
    bodyLimit({ maxSize: THEME_BODY_LIMIT_BYTES, onError: (c) => c.json(failEnvelope(413, ADMIN_MESSAGE.themeTooLarge), 413) }),
    async (c) => {
      const auth = await authenticateAdmin(c, deps);
      if (!mayChangeState(c, auth?.via)) return c.json(failEnvelope(403, ADMIN_MESSAGE.foreignOrigin), 403);
      if (!auth) return c.json(failEnvelope(401, ADMIN_MESSAGE.loginNeeded), 401);
      const query = validateRequest(UpdateThemeQuerySchema, c.req.query());
      if (!query.ok) return c.json(failEnvelope(400, query.message), 400);
      // Any brand the admin manages, whichever host the console runs on; 403 for the others.
      const managed = await requireManagedBrand(c, deps, query.value.subdomain, auth);
      if (!managed.ok) return managed.response.status === 403 ? c.json(failEnvelope(403, ADMIN_MESSAGE.otherBrandsTheme), 403) : managed.response;
      const body = await readJsonBody(c, UpdateThemeBodySchema);
      if (!body.ok) return c.json(failEnvelope(400, body.message), 400);
      // Stored as given, HTML banners included: they are sanitised where the page renders them.
      const saved = await saveThemeVersion(deps, { brand: managed.brand, auth, theme: body.value });
      if (!saved.ok) return c.json(failEnvelope(400, saved.message), 400);
      return c.json(okEnvelope(saved.theme));
    },
  );

  return routes;
}

function noSuchBrand(c: Context) {
  return c.json(failEnvelope(404, ADMIN_MESSAGE.noBrandHere), 404);
}
