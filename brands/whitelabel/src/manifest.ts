import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Whitelabel: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "whitelabel",
  displayName: "Whitelabel",
  subdomains: ["whitelabel"],
  themeDefaults: { tokens },
});
