import type { Kysely } from "kysely";
import { findBrandBySubdomain } from "@portal/db/repositories/brands";
import type { Brand } from "@portal/db/repositories/records";
import type { Database } from "@portal/db/schema";
import type { ServerEnv } from "../env.ts";
import { brandFromHost } from "./brand-host.ts";

/**
 * The brand a request's Host names, for pages and API calls alike: `acme.<base domain>` is
 * brand `acme`; the bare base domain or an IP address is the default brand, if one is set.
 * Undefined for anything else or an unknown brand, so one brand's data can never be reached
 * through another brand's host.
 */
export async function brandForHost(
  deps: { db: Kysely<Database>; env: Pick<ServerEnv, "baseDomain" | "defaultBrand"> },
  host: string | undefined,
): Promise<Brand | undefined> {
  const hostBrand = brandFromHost(host, deps.env.baseDomain);
  if (!hostBrand) return undefined;
  const subdomain = hostBrand.kind === "subdomain" ? hostBrand.subdomain : deps.env.defaultBrand;
  return subdomain ? findBrandBySubdomain(deps.db, subdomain) : undefined;
}
