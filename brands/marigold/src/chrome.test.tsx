import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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

describe("Marigold chrome", () => {
  test("the manifest names this package", () => {
    expect(brand.id).toBe("marigold");
    expect(brand.manifest.subdomains).toContain("marigold");
  });

  test("header links the brand website; footer shows contact and copyright", () => {
    renderChrome();
    expect(screen.getByRole("banner").querySelector("a")?.getAttribute("href")).toBe("https://marigold.example");
    expect(screen.getByRole("link", { name: "care@marigold.example" }).getAttribute("href")).toBe("mailto:care@marigold.example");
    expect(screen.getByRole("contentinfo").textContent).toContain("© 2026 Marigold");
  });

  test("home page: the app bar shows and the footer takes extra bottom padding until it is hidden", () => {
    renderChrome({ pathname: "/" });
    const footer = screen.getByRole("contentinfo");
    expect(footer.getAttribute("data-app-bar")).toBe("shown");
    fireEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(footer.getAttribute("data-app-bar")).toBe("hidden");
  });

  test("no app bar (nor padding) off the home page or without an app link", () => {
    renderChrome({ pathname: "/tracking" });
    expect(screen.getByRole("contentinfo").getAttribute("data-app-bar")).toBe("absent");
    cleanup();
    renderChrome({ pathname: "/", theme: { ...fullTheme, meta_data: { ...fullTheme.meta_data, app: {} } } });
    expect(screen.getByRole("contentinfo").getAttribute("data-app-bar")).toBe("absent");
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
