import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** The package every brand without code of its own uses: every default of the product rules. */
export default defineBrandManifest({
  id: "default",
  displayName: "Default",
  subdomains: ["demo", "lotus", "banyan", "oasis", "redwood"],
  themeDefaults: { tokens },
});
