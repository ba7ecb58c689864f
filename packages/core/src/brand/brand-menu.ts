/**
 * The header's category menu, apart from the manifest's schema: a brand's header imports these
 * in the browser, where valibot and the theme schemas would otherwise come along.
 */

/** The pharmacy-style header's category menu (product rules §2): nine entries, in this order. */
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

/** English labels the brand-menu API sends beside each key, for clients without a translation. */
export const BRAND_MENU_ENGLISH_LABEL = {
  prescriptions: "Prescriptions",
  spotlight: "Spotlight",
  ayush: "Ayush",
  fitness: "Fitness",
  "personal-care": "Personal Care",
  "family-care": "Family Care",
  lifestyle: "Lifestyle",
  treatments: "Treatments",
  devices: "Devices",
} as const satisfies Record<BrandMenuCategory, string>;

/** Where a category lives on the brand's website. */
export const brandMenuPath = (category: BrandMenuCategory): string => `/categories/${category}`;
