import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { footerCopyrightText, renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Footer } from "./Footer.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

const renderFooter = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Footer, { theme: fullTheme, ...props });

describe("default Footer", () => {
  test("shows email, phone with call hours and days, and the copyright line", () => {
    renderFooter();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "care@acme.example" }).getAttribute("href")).toBe("mailto:care@acme.example");
    expect(screen.getByRole("link", { name: "+91 80 4000 1234" }).getAttribute("href")).toBe("tel:+918040001234");
    expect(screen.getByText(/Monday–Saturday, 10:00\s?am–7:00\s?pm/)).toBeTruthy();
    expect(footerCopyrightText()).toBe("© 2026 Acme Goods. All rights reserved.");
  });

  test("links every configured social network and app", () => {
    renderFooter();
    const social = screen.getByRole("navigation", { name: "Social media" });
    expect(social.querySelectorAll("a")).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Instagram (opens in a new tab)" }).getAttribute("href")).toBe("https://photos.example/acme");
    expect(screen.getByRole("link", { name: "Get the app for Android" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get the app for iOS" })).toBeTruthy();
  });

  test("with an empty theme shows only the copyright line", () => {
    renderFooter({ theme: emptyTheme });
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("contentinfo").textContent).toBe("© 2026 Plain Store. All rights reserved.");
  });

  test("shows on the first return step and when there is no step", () => {
    renderFooter({ orderStep: 1 });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  test.each([2, 3])("is hidden on return step %i", (orderStep) => {
    renderFooter({ orderStep });
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
