import { describe, expect, test } from "vitest";
import { isStaticChrome } from "@portal/ui";
import brand, { Header, TrackingVariant } from "./index.tsx";

describe("Kestrel brand definition", () => {
  test("is a complete brand contract with its own tracking variant", () => {
    expect(brand.id).toBe("kestrel");
    expect(brand.manifest.displayName).toBe("Kestrel & Co.");
    expect(brand.Header).toBe(Header);
    // Links and text: a page keeps the server's markup of it (apps/portal ServerMarkup).
    expect(isStaticChrome(brand.Footer)).toBe(true);
    expect(brand.TrackingVariant).toBe(TrackingVariant);
    expect(brand.manifest.footerPolicy).toBe("always");
  });
});
