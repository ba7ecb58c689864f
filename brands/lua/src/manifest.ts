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
  // Be Vietnam Pro: drawn for Vietnamese's stacked diacritics. Its Latin file carries most
  // letters of a Vietnamese page too, so that is the one the first paint needs.
  fonts: [{ family: "Be Vietnam Pro", package: "@fontsource/be-vietnam-pro", firstPaint: { default: "be-vietnam-pro-latin-400-normal.woff2" } }],
});
