import { describe, expect, it } from "vitest";
import { defineBrandManifest, firstPaintFontFiles } from "./index.ts";

// File names as @fontsource-variable/cairo 5.3.0 ships them (npm package, files/ folder).
const withCairo = defineBrandManifest({
  id: "acme",
  displayName: "Acme",
  subdomains: ["acme"],
  fonts: [
    {
      family: "Cairo Variable",
      package: "@fontsource-variable/cairo",
      firstPaint: { default: "cairo-latin-wght-normal.woff2", byLocale: { ar: "cairo-arabic-wght-normal.woff2" } },
    },
  ],
});

describe("brand fonts", () => {
  it("preloads the file of the page's language, else the default one; none without fonts", () => {
    expect(firstPaintFontFiles(withCairo.fonts, "ar")).toEqual(["cairo-arabic-wght-normal.woff2"]);
    expect(firstPaintFontFiles(withCairo.fonts, "hi")).toEqual(["cairo-latin-wght-normal.woff2"]);
    expect(firstPaintFontFiles(defineBrandManifest({ id: "x", displayName: "X", subdomains: [] }).fonts, "en")).toEqual([]);
  });

  it("takes fonts only from a Fontsource package and only woff2 file names (no paths, no other hosts)", () => {
    const font = { family: "X", package: "@fontsource/x", firstPaint: { default: "x-latin-400-normal.woff2" } };
    expect(() => defineBrandManifest({ id: "x", displayName: "X", subdomains: [], fonts: [{ ...font, package: "https://fonts.example/x" }] })).toThrow(
      /fonts\.0\.package/,
    );
    expect(() => defineBrandManifest({ id: "x", displayName: "X", subdomains: [], fonts: [{ ...font, firstPaint: { default: "../x.woff2" } }] })).toThrow(
      /fonts\.0\.firstPaint/,
    );
  });
});
