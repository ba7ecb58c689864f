import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * Lúa Market, a Vietnamese crafts store: Vietnamese/English switcher, and a header that hides
 * itself inside its shopping app's webview (the app draws its own bar).
 */
export default defineBrandManifest({
  id: "lua",
  displayName: "Lúa Market",
  subdomains: ["lua"],
  themeDefaults: { tokens },
  headerPolicy: "hidden-in-webview",
});
