import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { createI18n } from "@portal/i18n";
import { NowProvider, type BrandChromeProps } from "@portal/ui";
import brand from "./index.tsx";
import { emptyTheme, fullTheme } from "./sample-themes.ts";

afterEach(cleanup);

function renderChrome(props: Partial<BrandChromeProps> = {}) {
  const chrome: BrandChromeProps = { theme: fullTheme, locale: "en", pathname: "/tracking", device: "other", ...props };
  return render(
    <I18nProvider i18n={createI18n("en", {})}>
      <NowProvider now="2026-11-21T12:00:00Z">
        <brand.Header {...chrome} />
        <brand.Footer {...chrome} />
      </NowProvider>
    </I18nProvider>,
  );
}

describe("Sahra chrome", () => {
  test("the manifest names this package", () => {
    expect(brand.id).toBe("sahra");
    expect(brand.manifest.subdomains).toContain("sahra");
    expect(brand.manifest.dateRule).toBe("fridays-only");
  });

  test("header links the brand website; footer shows contact and copyright", () => {
    renderChrome();
    expect(screen.getByRole("banner").querySelector("a")?.getAttribute("href")).toBe("https://sahra.example");
    expect(screen.getByRole("link", { name: "care@sahra.example" }).getAttribute("href")).toBe("mailto:care@sahra.example");
    expect(screen.getByRole("contentinfo").textContent).toContain("© 2026 Sahra");
  });

  test("the app promotion link (theme udf 1 and 2) shows on phones only", () => {
    const theme = { ...fullTheme, meta_data: { ...fullTheme.meta_data, udf: [{ value: "Get the app" }, { value: "https://sahra.example/app" }] } };
    renderChrome({ theme, device: "mobile" });
    expect(screen.getByRole("link", { name: "Get the app" }).getAttribute("href")).toBe("https://sahra.example/app");
    cleanup();
    renderChrome({ theme, device: "other" });
    expect(screen.queryByRole("link", { name: "Get the app" })).toBeNull();
  });

  test("offers Arabic from English, keeping path, query and hash", () => {
    window.history.replaceState(null, "", "/en/tracking?waybill=SAHRA-1#timeline");
    renderChrome({ pathname: "/tracking" });
    expect(screen.getByRole("link", { name: "العربية" }).getAttribute("href")).toBe("/ar/tracking?waybill=SAHRA-1#timeline");
  });

  test("without a logo the header shows the placeholder", () => {
    renderChrome({ theme: emptyTheme });
    expect(screen.getByRole("banner").querySelector('[data-state="placeholder"]')).not.toBeNull();
  });

  test("the footer follows the manifest's footer policy from return step 2", () => {
    renderChrome({ orderStep: 2 });
    expect(screen.queryByRole("contentinfo") !== null).toBe(brand.manifest.footerPolicy === "always");
  });
});
