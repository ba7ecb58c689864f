import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Marigold: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "marigold",
  displayName: "Marigold",
  subdomains: ["marigold"],
  themeDefaults: { tokens },
});
