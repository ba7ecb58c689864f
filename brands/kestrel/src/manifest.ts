import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/** Kestrel & Co., an Arabic/English fashion label: its footer stays on every return step. */
export default defineBrandManifest({
  id: "kestrel",
  displayName: "Kestrel & Co.",
  subdomains: ["kestrel"],
  themeDefaults: { tokens },
  trackingVariant: "own",
  footerPolicy: "always",
});
