import type { Context } from "hono";
import { findBrandBySubdomain } from "../db/repositories/brands.ts";
import type { Brand } from "../db/repositories/records.ts";
import { brandFromHost } from "../http/brand-host.ts";
import type { ApiDeps } from "./api-deps.ts";

/**
 * The brand an API request is for, read from its Host header exactly as the pages read it
 * (render-page.ts `brandForHost`): `acme.<base domain>` is brand `acme`; the bare base
 * domain or an IP address is the default brand, if one is set; anything else is no brand.
 * Undefined when the host names no brand or an unknown one: callers answer "not found",
 * so one brand's data can never be reached through another brand's host.
 */
export async function resolveApiBrand(c: Context, deps: Pick<ApiDeps, "db" | "env">): Promise<Brand | undefined> {
  const hostBrand = brandFromHost(c.req.header("host"), deps.env.baseDomain);
  if (!hostBrand) return undefined;
  const subdomain = hostBrand.kind === "subdomain" ? hostBrand.subdomain : deps.env.defaultBrand;
  return subdomain ? findBrandBySubdomain(deps.db, subdomain) : undefined;
}
