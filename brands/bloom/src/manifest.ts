import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * Bloomwell Beauty, one of the beauty family (with Marigold Naturals): the family's shared
 * tracking variant, WhatsApp support and the head-office address in the footer, its own
 * delivery-feedback questions, and no expected-delivery date on the tracking page.
 */
export default defineBrandManifest({
  id: "bloom",
  displayName: "Bloomwell Beauty",
  subdomains: ["bloom"],
  themeDefaults: { tokens },
  trackingVariant: "beauty",
  hiddenDates: ["expected-delivery"],
  feedbackQuestions: [
    { id: "packaging-intact", kind: "yes-no" },
    { id: "shade-as-pictured", kind: "rating" },
  ],
});
