import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Header } from "./Header.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

const renderHeader = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Header, { theme: fullTheme, ...props });

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
