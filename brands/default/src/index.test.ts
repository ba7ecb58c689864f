import { describe, expect, test } from "vitest";
import brand, { Footer, Header } from "./index.tsx";

describe("default brand definition", () => {
  test("is a complete brand contract", () => {
    expect(brand.id).toBe("default");
    expect(brand.Header).toBe(Header);
    expect(brand.Footer).toBe(Footer);
    expect(brand.manifest.footerPolicy).toBe("below-step-2");
    expect(brand.manifest.themeDefaults.tokens.primary).toMatch(/^#/);
  });
});
