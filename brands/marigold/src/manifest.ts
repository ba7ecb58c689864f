import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * Marigold Naturals, the beauty family's second brand: the family's tracking variant, an app
 * bar fixed to the bottom of its home page (with extra bottom padding while it shows), and
 * feedback that redirects to its survey on an external survey service the manifest allows.
 */
export default defineBrandManifest({
  id: "marigold",
  displayName: "Marigold Naturals",
  subdomains: ["marigold"],
  themeDefaults: {
    tokens,
    config: { survey_url: "https://survey.petalpoll.example/s/marigold-delivery" },
    meta_data: { app: { android: "https://play.example/marigold", ios: "https://apps.example/marigold" } },
  },
  trackingVariant: "beauty",
  surveyHosts: ["survey.petalpoll.example"],
});
