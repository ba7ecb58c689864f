import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * The white-label package: stores that sell under a neutral page. No header (the product rules hides it
 * for shop101test, retail and trackmyorder), returns without a login, and the white-label
 * tracking variant the product rules give shop101test, retail, trackmyorder and hp.
 */
export default defineBrandManifest({
  id: "whitelabel",
  displayName: "White label",
  subdomains: ["shop101test", "retail", "trackmyorder", "hp"],
  themeDefaults: { tokens },
  flags: { loginFreeReturns: true },
  headerPolicy: "hidden",
  trackingVariant: "white-label",
});
