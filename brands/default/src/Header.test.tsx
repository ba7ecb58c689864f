import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "@portal/i18n";
import type { BrandChromeProps } from "@portal/ui";
import { Header } from "./Header.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

function renderHeader(props: Partial<BrandChromeProps> = {}) {
  return render(
    <I18nProvider i18n={createI18n("en", {})}>
      <Header theme={fullTheme} locale="en" pathname="/tracking" device="other" {...props} />
    </I18nProvider>,
  );
}

describe("default Header", () => {
  test("is the page's banner landmark", () => {
    renderHeader();
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  test("shows the theme logo linked to the brand website", () => {
    renderHeader();
    const link = screen.getByRole("link", { name: "Acme Goods" });
    expect(link.getAttribute("href")).toBe("https://acme.example");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("img", { name: "Acme Goods" }).getAttribute("src")).toBe(fullTheme.logo);
  });

  test("shows a placeholder with the brand name when the theme has no logo", () => {
    renderHeader({ theme: emptyTheme });
    const banner = screen.getByRole("banner");
    expect(banner.querySelector("img")).toBeNull();
    expect(banner.textContent).toContain("Plain Store");
    expect(banner.querySelector('[data-state="placeholder"]')).not.toBeNull();
  });

  test("marks the device for mobile styles", () => {
    renderHeader({ device: "mobile" });
    expect(screen.getByRole("banner").getAttribute("data-device")).toBe("mobile");
  });
});
