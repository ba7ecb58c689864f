import { BRAND_MENU_CATEGORIES, defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * MedLeaf Pharmacy: a pharmacy header (category menu of nine, Sign In, a navigation drawer on
 * phones), its own tracking arrangement, and a footer shown on every return step.
 */
export default defineBrandManifest({
  id: "medleaf",
  displayName: "MedLeaf Pharmacy",
  subdomains: ["medleaf"],
  themeDefaults: { tokens },
  menu: [...BRAND_MENU_CATEGORIES],
  trackingVariant: "pharmacy",
  footerPolicy: "always",
});
