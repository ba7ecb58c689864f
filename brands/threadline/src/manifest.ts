import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * Threadline, a fashion label selling in India, the US, the UK and Australia: a footer with
 * tabbed sections and four countries' phone numbers, shown on every return step; its order
 * numbers read "Order number" and lose the "TL-" store prefix.
 */
export default defineBrandManifest({
  id: "threadline",
  displayName: "Threadline",
  subdomains: ["threadline"],
  themeDefaults: { tokens },
  footerPolicy: "always",
  labels: { orderId: "order-number" },
  orderIdTrim: { prefix: "TL-" },
});
