import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Medleaf: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "medleaf",
  displayName: "Medleaf",
  subdomains: ["medleaf"],
  themeDefaults: { tokens },
});
