import type { Kysely } from "kysely";
import { themeWithDefaults, type BrandManifest } from "@portal/core/brand";
import type { Theme } from "@portal/core/theme";
import { brandManifest } from "@portal/portal/brand-registry";
import type { Brand } from "@portal/db/repositories/records";
import { findThemeForBrand } from "@portal/db/repositories/themes";
import { oncePerRequest } from "../http/request-memo.ts";
import type { Database } from "@portal/db/schema";

/** The brand's stored theme (validated, undefined when none), read once per request however many calls need it. */
export function storedThemeOf(db: Kysely<Database>, brand: Brand): Promise<Theme | undefined> {
  return oncePerRequest(brand, "stored-theme", () => findThemeForBrand(db, brand.id));
}

/** The manifest of the package a brand row names (the default package's for an unknown name). */
export function manifestOf(brand: Pick<Brand, "brandPackage">): BrandManifest {
  return brandManifest(brand.brandPackage);
}

/**
 * A stored theme is one shared object while its stored text is unchanged (themes.ts), so its
 * merge with a package's defaults is too: worked out once, and what is keyed on the theme
 * object downstream (a page's sanitised banners, its CSS variables) is worked out once as well.
 */
const withDefaults = new WeakMap<Theme, Map<string, Theme>>();

/**
 * The theme the server acts on for a brand: the stored theme with the brand package's
 * manifest defaults wherever it is silent (colours, login-free returns, pincode page).
 * Shared between requests: read it, never change it.
 */
export async function effectiveThemeFor(db: Kysely<Database>, brand: Brand): Promise<Theme> {
  const stored = await storedThemeOf(db, brand);
  if (!stored) return themeWithDefaults({ name: brand.name, tokens: {}, config: {}, meta_data: {} }, manifestOf(brand));
  let byPackage = withDefaults.get(stored);
  if (!byPackage) withDefaults.set(stored, (byPackage = new Map()));
  let theme = byPackage.get(brand.brandPackage);
  if (!theme) byPackage.set(brand.brandPackage, (theme = themeWithDefaults(stored, manifestOf(brand))));
  return theme;
}
