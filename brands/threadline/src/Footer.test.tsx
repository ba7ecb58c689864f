import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Footer } from "./Footer.tsx";
import { fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

const renderFooter = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Footer, { theme: fullTheme, device: "mobile", ...props });

const openTab = () => screen.getByRole("contentinfo").getAttribute("data-open-tab");

describe("Threadline Footer", () => {
  test("starts with no section open (-1), then opens one at a time", () => {
    renderFooter();
    expect(openTab()).toBe("-1");
    fireEvent.click(screen.getByRole("button", { name: "Call us" }));
    expect(openTab()).toBe("0");
    expect(screen.getByRole("button", { name: "Call us" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Follow us" }));
    expect(openTab()).toBe("2");
    expect(screen.getByRole("button", { name: "Call us" }).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Follow us" }));
    expect(openTab()).toBe("-1");
  });

  test("lists India, US, UK and Australia numbers, country names from Intl in the page language", () => {
    renderFooter();
    fireEvent.click(screen.getByRole("button", { name: "Call us" }));
    const rows = [...document.querySelectorAll("[data-country]")].map((li) => li.getAttribute("data-country"));
    expect(rows).toEqual(["IN", "US", "GB", "AU"]);
    expect(screen.getByText("United Kingdom")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+61 2 5550 1234" }).getAttribute("href")).toBe("tel:+61255501234");
  });

  test("is shown on every return step", () => {
    renderFooter({ orderStep: 3 });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});
