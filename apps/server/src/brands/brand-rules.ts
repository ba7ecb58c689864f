import type { Kysely } from "kysely";
import { themeWithDefaults, type BrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import { brandManifest } from "@portal/portal/brand-registry";
import type { Brand } from "../db/repositories/records.ts";
import { findThemeForBrand } from "../db/repositories/themes.ts";
import type { Database } from "../db/schema.ts";

/** The manifest of the package a brand row names (the default package's for an unknown name). */
export function manifestOf(brand: Pick<Brand, "brandPackage">): BrandManifest {
  return brandManifest(brand.brandPackage);
}

/**
 * The theme the server acts on for a brand: the stored theme with the brand package's
 * manifest defaults wherever it is silent (colours, login-free returns, pincode page).
 */
export async function effectiveThemeFor(db: Kysely<Database>, brand: Brand): Promise<Theme> {
  const stored = (await findThemeForBrand(db, brand.id)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
  return themeWithDefaults(stored, manifestOf(brand));
}
