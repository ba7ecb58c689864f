import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Sahra: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "sahra",
  displayName: "Sahra",
  subdomains: ["sahra"],
  themeDefaults: { tokens },
});
