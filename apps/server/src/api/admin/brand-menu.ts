import { BRAND_MENU_ENGLISH_LABEL, brandMenuPath, type BrandMenuCategory } from "@portal/core/brand";
import { manifestOf } from "../../brands/brand-rules.ts";
import type { Brand } from "@portal/db/repositories/records";

export { BRAND_MENU_CATEGORIES, type BrandMenuCategory } from "@portal/core/brand";

export interface BrandMenuEntry {
  /** Stable key the portal maps to its translated label. */
  labelKey: BrandMenuCategory;
  /** English label, for clients without a translation. */
  label: string;
  /** Path on the brand's own website (theme meta_data.website), e.g. "/categories/ayush". */
  path: string;
}

/**
 * Where a brand's category menu comes from. The default answers offline from the brand
 * package's manifest (`menu`); a deployment whose brands keep their menu elsewhere passes
 * its own provider to createAdminApi.
 */
export interface BrandMenuProvider {
  menuFor(brand: Brand): Promise<readonly BrandMenuEntry[]>;
}

/** The brand's manifest menu (the pharmacy package's nine categories; none for most), with no network call. */
export const offlineBrandMenuProvider: BrandMenuProvider = {
  async menuFor(brand) {
    return manifestOf(brand).menu.map((labelKey) => ({ labelKey, label: BRAND_MENU_ENGLISH_LABEL[labelKey], path: brandMenuPath(labelKey) }));
  },
};
