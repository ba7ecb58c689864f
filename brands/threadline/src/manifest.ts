import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Threadline: every spec default; change a policy here and the server and portal both follow. */
export default defineBrandManifest({
  id: "threadline",
  displayName: "Threadline",
  subdomains: ["threadline"],
  themeDefaults: { tokens },
});
