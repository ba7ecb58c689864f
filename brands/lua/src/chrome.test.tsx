import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "@portal/i18n";
import { NowProvider, type BrandChromeProps } from "@portal/ui";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

function renderChrome(props: Partial<BrandChromeProps> = {}) {
  const chrome: BrandChromeProps = { theme: fullTheme, locale: "en", pathname: "/tracking", device: "other", ...props };
  return render(
    <I18nProvider i18n={createI18n("en", {})}>
      <NowProvider now="2026-11-21T12:00:00Z">
        <brand.Header {...chrome} />
        <brand.Footer {...chrome} />
      </NowProvider>
    </I18nProvider>,
  );
}

describe("Lua chrome", () => {
  test("the manifest names this package", () => {
    expect(brand.id).toBe("lua");
    expect(brand.manifest.subdomains).toContain("lua");
    expect(brand.manifest.headerPolicy).toBe("hidden-in-webview");
  });

  test("header links the brand website; footer shows contact and copyright", () => {
    renderChrome();
    expect(screen.getByRole("banner").querySelector("a")?.getAttribute("href")).toBe("https://lua.example");
    expect(screen.getByRole("link", { name: "care@lua.example" }).getAttribute("href")).toBe("mailto:care@lua.example");
    expect(screen.getByRole("contentinfo").textContent).toContain("© 2026 Lua");
  });

  test("offers English from Vietnamese, keeping path, query and hash", () => {
    window.history.replaceState(null, "", "/vi/tracking?waybill=LUA-1#map");
    renderChrome({ locale: "vi", pathname: "/tracking" });
    expect(screen.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/en/tracking?waybill=LUA-1#map");
  });

  test("without a logo the header shows the placeholder", () => {
    renderChrome({ theme: emptyTheme });
    expect(screen.getByRole("banner").querySelector('[data-state="placeholder"]')).not.toBeNull();
  });

  test("the footer follows the manifest's footer policy from return step 2", () => {
    renderChrome({ orderStep: 2 });
    expect(screen.queryByRole("contentinfo") !== null).toBe(brand.manifest.footerPolicy === "always");
  });
});
