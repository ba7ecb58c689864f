import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { isStaticChrome } from "@portal/ui";
import { describeBrandChrome, renderBrandChrome, renderChromePiece } from "@portal/ui/testing/brand-chrome";
import { appBarState } from "./app-bar.ts";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["marigold"], fullTheme, emptyTheme });

const withoutApp = { ...fullTheme, meta_data: { ...fullTheme.meta_data, app: {} } };
const appBar = () => screen.queryByRole("region", { name: "Mobile apps" });

describe("Marigold chrome", () => {
  afterEach(cleanup);
  // As the server before it renders the home page, and the browser before it hydrates one.
  beforeAll(() => brand.prepare?.({ theme: fullTheme, pathname: "/", locale: "en", device: "other" }));

  test("home page: the header shows the app bar after the banner, until Hide hides it", () => {
    // In at once: the brand's `prepare` for this page loaded the bar's chunk (beforeAll).
    renderBrandChrome(brand, { theme: fullTheme, pathname: "/" });
    const bar = appBar();
    expect(bar?.getAttribute("data-part")).toBe("app-bar");
    // Outside the banner landmark, and outside the footer (static chrome: the server's markup, kept as is).
    expect(screen.getByRole("banner").contains(bar)).toBe(false);
    expect(screen.getByRole("contentinfo").contains(bar)).toBe(false);
    expect(within(bar!).getByRole("link", { name: "Get the app for Android" }).getAttribute("href")).toBe("https://play.example/marigold");
    expect(within(bar!).getByRole("link", { name: "Get the app for iOS" }).getAttribute("href")).toBe("https://apps.example/marigold");
    fireEvent.click(within(bar!).getByRole("button", { name: "Hide" }));
    expect(appBar()).toBeNull();
  });

  test("no app bar off the home page or without an app link", () => {
    renderBrandChrome(brand, { theme: fullTheme, pathname: "/tracking" });
    expect(appBar()).toBeNull();
    cleanup();
    renderBrandChrome(brand, { theme: withoutApp, pathname: "/" });
    expect(appBar()).toBeNull();
  });

  test("the bar's state: shown on the root path with an app link until hidden, absent elsewhere", () => {
    expect(appBarState(fullTheme, "/", false)).toBe("shown");
    expect(appBarState(fullTheme, "/", true)).toBe("hidden");
    expect(appBarState(fullTheme, "/tracking", false)).toBe("absent");
    expect(appBarState(withoutApp, "/", false)).toBe("absent");
    expect(appBarState({ ...fullTheme, meta_data: { ...fullTheme.meta_data, app: { ios: "javascript:alert(1)" } } }, "/", false)).toBe("absent");
  });

  test("the footer is static chrome: contact, social links and copyright, the same on every path", () => {
    expect(isStaticChrome(brand.Footer)).toBe(true);
    renderChromePiece(brand.Footer, { theme: fullTheme, pathname: "/" });
    const home = screen.getByRole("contentinfo");
    expect(within(home).getByRole("link", { name: "care@marigold.example" }).getAttribute("href")).toBe("mailto:care@marigold.example");
    expect(within(home).getByRole("navigation", { name: "Social media" })).toBeTruthy();
    expect(home.textContent).toContain("© 2026 Marigold");
    // The app links are the bar's, not the footer's.
    expect(within(home).queryByRole("navigation", { name: "Mobile apps" })).toBeNull();
    const homeMarkup = home.outerHTML;
    cleanup();
    renderChromePiece(brand.Footer, { theme: fullTheme, pathname: "/tracking" });
    expect(screen.getByRole("contentinfo").outerHTML).toBe(homeMarkup);
  });
});
