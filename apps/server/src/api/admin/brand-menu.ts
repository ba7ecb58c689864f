import type { Brand } from "../../db/repositories/records.ts";

/** The pharmacy-style header's category menu (spec section 2): nine entries, in this order. */
export const BRAND_MENU_CATEGORIES = [
  "prescriptions",
  "spotlight",
  "ayush",
  "fitness",
  "personal-care",
  "family-care",
  "lifestyle",
  "treatments",
  "devices",
] as const;
export type BrandMenuCategory = (typeof BRAND_MENU_CATEGORIES)[number];

export interface BrandMenuEntry {
  /** Stable key the portal maps to its translated label. */
  labelKey: BrandMenuCategory;
  /** English label, for clients without a translation. */
  label: string;
  /** Path on the brand's own website (theme meta_data.website), e.g. "/categories/ayush". */
  path: string;
}

/**
 * Where a brand's category menu comes from. The default answers offline from the table
 * below; a deployment whose brand keeps its menu elsewhere passes its own provider to
 * createAdminApi.
 */
export interface BrandMenuProvider {
  menuFor(brand: Brand): Promise<readonly BrandMenuEntry[]>;
}

const OFFLINE_MENU = {
  prescriptions: { label: "Prescriptions", path: "/categories/prescriptions" },
  spotlight: { label: "Spotlight", path: "/categories/spotlight" },
  ayush: { label: "Ayush", path: "/categories/ayush" },
  fitness: { label: "Fitness", path: "/categories/fitness" },
  "personal-care": { label: "Personal Care", path: "/categories/personal-care" },
  "family-care": { label: "Family Care", path: "/categories/family-care" },
  lifestyle: { label: "Lifestyle", path: "/categories/lifestyle" },
  treatments: { label: "Treatments", path: "/categories/treatments" },
  devices: { label: "Devices", path: "/categories/devices" },
} as const satisfies Record<BrandMenuCategory, { label: string; path: string }>;

/** The same nine entries for every brand, with no network call. */
export const offlineBrandMenuProvider: BrandMenuProvider = {
  async menuFor() {
    return BRAND_MENU_CATEGORIES.map((labelKey) => ({ labelKey, ...OFFLINE_MENU[labelKey] }));
  },
};
