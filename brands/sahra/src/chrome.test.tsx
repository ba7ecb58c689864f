import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { describeBrandChrome, renderBrandChrome } from "@portal/ui/testing/brand-chrome";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

describeBrandChrome(brand, { subdomains: ["sahra"], fullTheme, emptyTheme });

describe("Sahra chrome", () => {
  afterEach(cleanup);

  test("delivery dates fall on Fridays only", () => {
    expect(brand.manifest.dateRule).toBe("fridays-only");
  });

  test("the app promotion link (theme udf 1 and 2) shows on phones only", () => {
    const theme = { ...fullTheme, meta_data: { ...fullTheme.meta_data, udf: [{ value: "Get the app" }, { value: "https://sahra.example/app" }] } };
    renderBrandChrome(brand, { theme, device: "mobile" });
    expect(screen.getByRole("link", { name: "Get the app" }).getAttribute("href")).toBe("https://sahra.example/app");
    cleanup();
    renderBrandChrome(brand, { theme, device: "other" });
    expect(screen.queryByRole("link", { name: "Get the app" })).toBeNull();
  });

  test("offers Arabic from English, keeping path, query and hash", () => {
    window.history.replaceState(null, "", "/en/tracking?waybill=SAHRA-1#timeline");
    renderBrandChrome(brand, { theme: fullTheme, pathname: "/tracking" });
    expect(screen.getByRole("link", { name: "العربية" }).getAttribute("href")).toBe("/ar/tracking?waybill=SAHRA-1#timeline");
  });
});
