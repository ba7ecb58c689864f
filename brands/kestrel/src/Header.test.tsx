import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Header } from "./Header.tsx";
import { kestrelTheme } from "./sample-themes.ts";

const renderHeader = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Header, { theme: kestrelTheme, ...props });

describe("Kestrel Header", () => {
  beforeEach(() => window.history.replaceState(null, "", "/en/tracking?waybill=KC123#timeline"));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  test("shows the drawn wordmark, named after the brand, linked to the store", () => {
    renderHeader();
    const link = screen.getByRole("link", { name: "Kestrel & Co." });
    expect(link.getAttribute("href")).toBe("https://kestrel.example");
    expect(link.querySelector('svg[data-part="wordmark"]')).not.toBeNull();
  });

  test("an uploaded theme logo replaces the wordmark", () => {
    renderHeader({ theme: { ...kestrelTheme, logo: "https://cdn.kestrel.example/logo.png" } });
    expect(screen.getByRole("img", { name: "Kestrel & Co." }).getAttribute("src")).toBe("https://cdn.kestrel.example/logo.png");
  });

  test("switches to Arabic on the same page, keeping query and hash, with a full reload", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Language" });
    expect(nav.getAttribute("dir")).toBe("ltr");
    const arabic = screen.getByRole("link", { name: "العربية" });
    expect(arabic.getAttribute("href")).toBe("/ar/tracking?waybill=KC123#timeline");
    expect(arabic.getAttribute("hreflang")).toBe("ar");
    expect(screen.queryByRole("link", { name: "English" })).toBeNull();
    fireEvent.click(arabic);
    expect(assign).toHaveBeenCalledWith("/ar/tracking?waybill=KC123#timeline");
  });

  test("on an Arabic page the switcher runs right to left and offers English", () => {
    window.history.replaceState(null, "", "/ar/tracking?waybill=KC123#timeline");
    renderHeader({ locale: "ar" });
    expect(screen.getByRole("navigation", { name: "Language" }).getAttribute("dir")).toBe("rtl");
    const english = screen.getByRole("link", { name: "English" });
    expect(english.getAttribute("dir")).toBe("ltr");
    expect(english.getAttribute("href")).toBe("/en/tracking?waybill=KC123#timeline");
  });

  test("on mobile the wordmark is the compact bird", () => {
    renderHeader({ device: "mobile" });
    expect(screen.getByRole("banner").querySelector('[data-variant="compact"]')).not.toBeNull();
  });
});
