import { defineBrandManifest } from "@portal/core/brand";
import { tokens } from "./tokens.ts";

/**
 * Sahra Living, an Arabic/English home store in the UAE: English/Arabic switcher, an app
 * promotion link on phones (text and address from the theme's first two custom fields), and
 * new delivery attempts on Fridays only (the server refuses other days too).
 */
export default defineBrandManifest({
  id: "sahra",
  displayName: "Sahra Living",
  subdomains: ["sahra"],
  themeDefaults: {
    tokens,
    meta_data: {
      udf: [{ value: "Free delivery on your first app order" }, { value: "https://sahra.example/app" }],
    },
  },
  dateRule: "fridays-only",
  // Cairo covers Arabic and Latin in one variable family: an Arabic page's first paint needs
  // the Arabic file, every other language the Latin one.
  fonts: [
    {
      family: "Cairo Variable",
      package: "@fontsource-variable/cairo",
      firstPaint: { default: "cairo-latin-wght-normal.woff2", byLocale: { ar: "cairo-arabic-wght-normal.woff2" } },
    },
  ],
});
