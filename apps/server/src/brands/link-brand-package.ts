import type { Kysely } from "kysely";
import { BRAND_MANIFESTS, isBrandPackage } from "@portal/portal/brand-registry";
import type { Database } from "@portal/db/schema";

export type LinkResult = { ok: true; previous: string } | { ok: false; message: string };

/**
 * Points a brand row at a brand package (`pnpm portal brand <subdomain> <package>`): the
 * brand's pages then render that package's chrome and the server applies its manifest. Only
 * packages in the generated registry are accepted.
 */
export async function linkBrandPackage(db: Kysely<Database>, subdomain: string, packageId: string): Promise<LinkResult> {
  if (!isBrandPackage(packageId)) {
    return { ok: false, message: `There is no brand package "${packageId}". Packages: ${Object.keys(BRAND_MANIFESTS).join(", ")}.` };
  }
  const row = await db.selectFrom("brands").select(["id", "brand_package"]).where("subdomain", "=", subdomain).executeTakeFirst();
  if (!row) return { ok: false, message: `There is no brand "${subdomain}". Import it first (pnpm portal import).` };
  await db.updateTable("brands").set({ brand_package: packageId }).where("id", "=", row.id).execute();
  return { ok: true, previous: row.brand_package };
}
