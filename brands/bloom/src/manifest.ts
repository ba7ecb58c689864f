import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Bloom: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "bloom",
  displayName: "Bloom",
  subdomains: ["bloom"],
  themeDefaults: { tokens },
});
