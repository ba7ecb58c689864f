import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * The white-label package: stores that sell under a neutral page. No header (the spec names
 * shop101test, retail and trackmyorder), returns without a login, the shared white-label
 * tracking variant.
 */
export default defineBrandManifest({
  id: "whitelabel",
  displayName: "White label",
  subdomains: ["shop101test", "retail", "trackmyorder"],
  themeDefaults: { tokens },
  flags: { loginFreeReturns: true },
  headerPolicy: "hidden",
  trackingVariant: "white-label",
});
