import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Lua: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "lua",
  displayName: "Lua",
  subdomains: ["lua"],
  themeDefaults: { tokens },
});
