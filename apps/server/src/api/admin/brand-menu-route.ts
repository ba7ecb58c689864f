import { Hono } from "hono";
import { API_ENDPOINTS, type BrandMenuResult } from "@portal/core/api";
import { onWebsite } from "@portal/core/theme";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import type { ApiDeps } from "../api-deps.ts";
import { resolveApiBrand } from "../request-brand.ts";
import { ADMIN_MESSAGE } from "@portal/core/messages";
import type { BrandMenuEntry, BrandMenuProvider } from "./brand-menu.ts";
import { rateLimit } from "../rate-limit.ts";

/** GET brand-menu: the host brand's header category menu (the product rules' "brand menu service"). */
export function createBrandMenuRoute(deps: ApiDeps, provider: BrandMenuProvider): Hono {
  const routes = new Hono();
  routes.get(`/${API_ENDPOINTS.brandMenu.path}`, rateLimit(deps, "brand-menu"), async (c) => {
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return sendFail(c, 404, ADMIN_MESSAGE.noBrandHere);
    const [entries, theme] = await Promise.all([provider.menuFor(brand), findThemeForBrand(deps.db, brand.id)]);
    const website = theme?.meta_data?.website;
    const result: BrandMenuResult = { entries: entries.map((entry) => toWire(entry, website)) };
    return sendOk(c, result);
  });
  return routes;
}

function toWire(entry: BrandMenuEntry, website: string | undefined): BrandMenuResult["entries"][number] {
  // Core's web-link rule: only http(s) websites, so a theme's website never becomes a javascript: link.
  return { label_key: entry.labelKey, label: entry.label, path: entry.path, url: onWebsite(entry.path, website) ?? null };
}
