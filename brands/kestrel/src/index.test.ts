import { describe, expect, test } from "vitest";
import brand, { Footer, Header, TrackingVariant } from "./index.tsx";

describe("Kestrel brand definition", () => {
  test("is a complete brand contract with its own tracking variant", () => {
    expect(brand.id).toBe("kestrel");
    expect(brand.manifest.displayName).toBe("Kestrel & Co.");
    expect(brand.Header).toBe(Header);
    expect(brand.Footer).toBe(Footer);
    expect(brand.TrackingVariant).toBe(TrackingVariant);
    expect(brand.manifest.footerPolicy).toBe("always");
  });
});
