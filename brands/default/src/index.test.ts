import { describe, expect, test } from "vitest";
import { isStaticChrome } from "@portal/ui";
import brand, { Header } from "./index.tsx";

describe("default brand definition", () => {
  test("is a complete brand contract", () => {
    expect(brand.id).toBe("default");
    expect(brand.Header).toBe(Header);
    // Links and text: a page keeps the server's markup of it (apps/portal ServerMarkup).
    expect(isStaticChrome(brand.Footer)).toBe(true);
    expect(brand.manifest.footerPolicy).toBe("below-step-2");
    expect(brand.manifest.themeDefaults.tokens.primary).toMatch(/^#/);
  });
});
