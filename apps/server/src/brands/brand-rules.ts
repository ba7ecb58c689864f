import type { Kysely } from "kysely";
import { themeWithDefaults, type BrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import { brandManifest } from "@portal/portal/brand-registry";
import type { Brand } from "../db/repositories/records.ts";
import { findThemeForBrand } from "../db/repositories/themes.ts";
import { oncePerRequest } from "../http/request-memo.ts";
import type { Database } from "../db/schema.ts";

/** The brand's stored theme (validated, undefined when none), read once per request however many calls need it. */
export function storedThemeOf(db: Kysely<Database>, brand: Brand): Promise<Theme | undefined> {
  return oncePerRequest(brand, "stored-theme", () => findThemeForBrand(db, brand.id));
}

/** The manifest of the package a brand row names (the default package's for an unknown name). */
export function manifestOf(brand: Pick<Brand, "brandPackage">): BrandManifest {
  return brandManifest(brand.brandPackage);
}

/**
 * The theme the server acts on for a brand: the stored theme with the brand package's
 * manifest defaults wherever it is silent (colours, login-free returns, pincode page).
 */
export async function effectiveThemeFor(db: Kysely<Database>, brand: Brand): Promise<Theme> {
  const stored = (await storedThemeOf(db, brand)) ?? { name: brand.name, tokens: {}, config: {}, meta_data: {} };
  return themeWithDefaults(stored, manifestOf(brand));
}
