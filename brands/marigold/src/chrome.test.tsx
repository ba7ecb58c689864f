import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { describeBrandChrome, renderBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["marigold"], fullTheme, emptyTheme });

describe("Marigold chrome", () => {
  afterEach(cleanup);

  test("home page: the app bar shows and the footer takes extra bottom padding until it is hidden", () => {
    renderBrandChrome(brand, { theme: fullTheme, pathname: "/" });
    const footer = screen.getByRole("contentinfo");
    expect(footer.getAttribute("data-app-bar")).toBe("shown");
    fireEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(footer.getAttribute("data-app-bar")).toBe("hidden");
  });

  test("no app bar (nor padding) off the home page or without an app link", () => {
    renderBrandChrome(brand, { theme: fullTheme, pathname: "/tracking" });
    expect(screen.getByRole("contentinfo").getAttribute("data-app-bar")).toBe("absent");
    cleanup();
    renderBrandChrome(brand, { theme: { ...fullTheme, meta_data: { ...fullTheme.meta_data, app: {} } }, pathname: "/" });
    expect(screen.getByRole("contentinfo").getAttribute("data-app-bar")).toBe("absent");
  });
});
