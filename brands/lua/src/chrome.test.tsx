import { screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { describeBrandChrome, renderBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["lua"], fullTheme, emptyTheme });

describe("Lua chrome", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  test("the header hides itself in a webview", () => {
    expect(brand.manifest.headerPolicy).toBe("hidden-in-webview");
  });

  test("offers English from Vietnamese, keeping path, query and hash", () => {
    window.history.replaceState(null, "", "/vi/tracking?waybill=LUA-1#map");
    renderBrandChrome(brand, { theme: fullTheme, locale: "vi", pathname: "/tracking" });
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/en/tracking?waybill=LUA-1#map");
  });
});
