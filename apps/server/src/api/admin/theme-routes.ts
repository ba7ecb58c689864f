import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  failEnvelope,
  okEnvelope,
  ThemeQuerySchema,
  UpdateThemeBodySchema,
  UpdateThemeQuerySchema,
} from "@portal/core/api";
import type { Theme } from "@portal/core/theme";
import { findThemeForBrand, saveThemeForBrand } from "../../db/repositories/themes.ts";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { authenticateAdmin, mayChangeState } from "./admin-auth.ts";
import { ADMIN_MESSAGE } from "./admin-messages.ts";
import { readJsonBody, readQuery } from "../../http/request-input.ts";
import { sendFail } from "../../http/envelope.ts";
import { rateLimit } from "../rate-limit.ts";

/** A theme is a small JSON document; anything near this is a mistake or an attack. */
const THEME_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * GET theme (the spec's "tracking_page page_style"; also served at that path) and POST
 * update-theme. Both name the brand with `subdomain`, which must be the brand of the host
 * the call is made on, so one brand's host never serves or changes another's theme.
 */
export function createThemeRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  const getTheme = async (c: Context) => {
    const query = readQuery(c, ThemeQuerySchema);
    if (!query.ok) return sendFail(c, query.status, query.message);
    const brand = await resolveApiBrand(c, deps);
    if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
    const theme: Theme = (await findThemeForBrand(deps.db, brand.id)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
    return c.json(okEnvelope(theme));
  };
  routes.get("/theme", rateLimit(deps, "theme"), getTheme);
  routes.get("/tracking_page/page_style", rateLimit(deps, "theme"), getTheme);

  routes.post(
    "/update-theme",
    rateLimit(deps, "update-theme"),
    bodyLimit({ maxSize: THEME_BODY_LIMIT_BYTES, onError: (c) => c.json(failEnvelope(413, ADMIN_MESSAGE.themeTooLarge), 413) }),
    async (c) => {
      const auth = await authenticateAdmin(c, deps);
      if (!mayChangeState(c, auth?.via)) return c.json(failEnvelope(403, ADMIN_MESSAGE.foreignOrigin), 403);
      if (!auth) return c.json(failEnvelope(401, ADMIN_MESSAGE.loginNeeded), 401);
      const query = readQuery(c, UpdateThemeQuerySchema);
      if (!query.ok) return sendFail(c, query.status, query.message);
      const brand = await resolveApiBrand(c, deps);
      if (!brand || brand.subdomain !== query.value.subdomain.toLowerCase()) return noSuchBrand(c);
      if (auth.session.brandId !== brand.id) {
        return c.json(failEnvelope(403, ADMIN_MESSAGE.otherBrandsTheme), 403);
      }
      const body = await readJsonBody(c, UpdateThemeBodySchema, THEME_BODY_LIMIT_BYTES);
      if (!body.ok) return sendFail(c, body.status, body.message);
      // Stored as given, HTML banners included: they are sanitised where the page renders them.
      const saved = await saveThemeForBrand(deps.db, brand.id, body.value, { now: deps.now() });
      deps.log.info("theme updated", { brand: brand.subdomain, username: auth.session.username });
      return c.json(okEnvelope(saved));
    },
  );

  return routes;
}

function noSuchBrand(c: Context) {
  return c.json(failEnvelope(404, ADMIN_MESSAGE.noBrandHere), 404);
}
