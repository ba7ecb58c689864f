import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { describeBrandChrome, renderBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["bloom"], fullTheme, emptyTheme });

describe("Bloom chrome", () => {
  afterEach(cleanup);

  test("footer: WhatsApp support links and the head-office address", () => {
    renderBrandChrome(brand, { theme: fullTheme });
    expect(screen.getByRole("link", { name: "+91 98450 00011" }).getAttribute("href")).toBe("https://wa.me/919845000011");
    expect(screen.getByRole("contentinfo").querySelector('[data-part="head-office"]')?.textContent).toContain("Orchid Towers");
  });

  test("footer: the English address lines keep their own direction on an Arabic page", () => {
    renderBrandChrome(brand, { theme: fullTheme, locale: "ar" });
    const lines = [...screen.getByRole("contentinfo").querySelectorAll('[data-part="head-office"] > span')];
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map((line) => line.getAttribute("dir"))).toEqual(lines.map(() => "auto"));
  });

  test("shares the beauty family's tracking variant", () => {
    expect(brand.manifest.trackingVariant).toBe("beauty");
    expect(brand.TrackingVariant?.name).toBe("BeautyTrackingLayout");
  });
});
