import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import type { BrandChromeProps } from "@portal/ui";
import { footerCopyrightText, renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { Footer } from "./Footer.tsx";
import { helpHref } from "./help-link.ts";
import { bareTheme, kestrelTheme } from "./sample-themes.ts";

afterEach(cleanup);

const renderFooter = (props: Partial<BrandChromeProps> = {}) => renderChromePiece(Footer, { theme: kestrelTheme, ...props });

describe("Kestrel Footer", () => {
  test("links the English help centre on English pages", () => {
    renderFooter();
    const help = screen.getByRole("link", { name: "Help with orders and returns" });
    expect(help.getAttribute("href")).toBe("https://kestrel.example/en/help");
    expect(help.getAttribute("hreflang")).toBe("en");
  });

  test("links the Arabic help centre on Arabic pages, English on any other language", () => {
    expect(helpHref("https://kestrel.example", "ar")).toBe("https://kestrel.example/ar/help");
    expect(helpHref("kestrel.example", "hi")).toBe("https://kestrel.example/en/help");
    expect(helpHref(undefined, "ar")).toBeUndefined();
    renderFooter({ locale: "ar" });
    expect(screen.getByRole("link", { name: "Help with orders and returns" }).getAttribute("hreflang")).toBe("ar");
  });

  test("shows contact, social links with Kestrel's own glyphs, and the copyright line", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: "care@kestrel.example" }).getAttribute("href")).toBe("mailto:care@kestrel.example");
    expect(screen.getByText(/Sunday–Thursday/)).toBeTruthy();
    const facebook = screen.getByRole("link", { name: "Facebook (opens in a new tab)" });
    expect(facebook.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(footerCopyrightText()).toBe("© 2026 Kestrel & Co. All rights reserved.");
  });

  test("a bare theme shows no help, contact or social links", () => {
    renderFooter({ theme: bareTheme });
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  test.each([2, 3])("stays on return step %i (fashion footers are always shown)", (orderStep) => {
    renderFooter({ orderStep });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });
});
