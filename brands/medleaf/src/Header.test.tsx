import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Header } from "./Header.tsx";
import { fullTheme } from "./sample-themes.ts";

beforeEach(() => {
  // The brand-menu API is not reachable here: the manifest's menu stays.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 503 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderHeader = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Header, { theme: fullTheme, ...props });

describe("MedLeaf Header", () => {
  test("desktop: nine categories in the product rules' order, on the brand's website, and Sign In", () => {
    renderHeader();
    const menu = screen.getByRole("navigation", { name: "Categories" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Prescriptions",
      "Spotlight",
      "Ayush",
      "Fitness",
      "Personal Care",
      "Family Care",
      "Lifestyle",
      "Treatments",
      "Devices",
    ]);
    expect(links[2]?.getAttribute("href")).toBe("https://medleaf.example/categories/ayush");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("https://medleaf.example/account/sign-in");
  });

  test("phone: the hamburger toggles the drawer; focus moves in, Escape closes and returns focus", () => {
    renderHeader({ device: "mobile" });
    const button = screen.getByRole("button", { name: "Open menu" });
    expect(screen.queryByRole("navigation", { name: "Categories" })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const drawer = screen.getByRole("navigation", { name: "Categories" });
    expect(within(drawer).getAllByRole("link")).toHaveLength(9);
    expect(document.activeElement?.textContent).toBe("Prescriptions");
    fireEvent.keyDown(document.activeElement ?? drawer, { key: "Escape" });
    expect(screen.queryByRole("navigation", { name: "Categories" })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test("phone: Tab from the drawer's last control wraps to its first", () => {
    renderHeader({ device: "mobile" });
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const close = document.querySelector<HTMLButtonElement>('[data-part="drawer-close"]')!;
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.activeElement?.textContent).toBe("Prescriptions");
  });
});
