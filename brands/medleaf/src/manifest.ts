import { BRAND_MENU_CATEGORIES, defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * MedLeaf Pharmacy: a pharmacy header (category menu of nine, Sign In, a navigation drawer on
 * phones), its own tracking arrangement, and a footer shown on every return step with the
 * chain's store locator (its own site: a new tab) and its legal pages (on the website).
 */
export default defineBrandManifest({
  id: "medleaf",
  displayName: "MedLeaf Pharmacy",
  subdomains: ["medleaf"],
  themeDefaults: { tokens },
  menu: [...BRAND_MENU_CATEGORIES],
  trackingVariant: "pharmacy",
  footerPolicy: "always",
  footerLinks: [
    { kind: "store-locator", href: "https://stores.medleaf.example/find" },
    { kind: "terms", href: "/legal/terms-of-use" },
    { kind: "privacy", href: "/legal/privacy" },
    { kind: "returns-policy", href: "/help/returns-policy" },
  ],
});
