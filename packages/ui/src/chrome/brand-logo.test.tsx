import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { BrandLogo } from "./brand-logo.tsx";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";

afterEach(cleanup);

describe("BrandLogo", () => {
  test("shows the theme logo, named after the brand, linked to the brand website", () => {
    renderWithI18n(<BrandLogo theme={{ name: "Acme", logo: "https://cdn.acme.example/logo.png", meta_data: { website: "https://acme.example" } }} />);
    const link = screen.getByRole("link", { name: "Acme" });
    expect(link.getAttribute("href")).toBe("https://acme.example");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("img", { name: "Acme" }).getAttribute("src")).toBe("https://cdn.acme.example/logo.png");
  });

  test("a logo that fails to load falls back to the placeholder", () => {
    renderWithI18n(<BrandLogo theme={{ name: "Acme", logo: "https://cdn.acme.example/missing.png", meta_data: { website: "https://acme.example" } }} />);
    fireEvent.error(screen.getByRole("img", { name: "Acme" }));
    const link = screen.getByRole("link", { name: "Acme" });
    expect(link.getAttribute("data-state")).toBe("placeholder");
    expect(link.querySelector("img")).toBeNull();
  });

  test("shows a placeholder with the brand name when the theme has no logo", () => {
    renderWithI18n(<BrandLogo theme={{ name: "Acme", meta_data: { website: "acme.example" } }} />);
    const link = screen.getByRole("link", { name: "Acme" });
    expect(link.getAttribute("href")).toBe("https://acme.example");
    expect(link.getAttribute("data-state")).toBe("placeholder");
    expect(link.querySelector("img")).toBeNull();
    expect(link.querySelector("svg")).not.toBeNull();
  });

  test("a brand's own fallback replaces the generic placeholder", () => {
    renderWithI18n(<BrandLogo theme={{ name: "Acme" }} fallback={<svg role="img" aria-label="Acme wordmark" />} />);
    expect(screen.getByRole("img", { name: "Acme wordmark" })).toBeTruthy();
  });

  test("is not a link without a website, nor with an unsafe one", () => {
    renderWithI18n(<BrandLogo theme={{ name: "Acme", meta_data: {} }} />);
    renderWithI18n(<BrandLogo theme={{ name: "Evil", meta_data: { website: "javascript:alert(1)" } }} />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText("Acme")).toBeTruthy();
  });
});
