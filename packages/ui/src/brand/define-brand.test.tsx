import { act, cleanup, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { defineBrandManifest } from "@portal/core/brand";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { defineBrand } from "./define-brand.ts";
import { isStaticChrome } from "./static-chrome.tsx";

afterEach(cleanup);

const theme = { name: "Acme", tokens: {}, config: {}, meta_data: { email: "care@acme.example" } };

describe("defineBrand without a Header or Footer of the brand's own", () => {
  const brand = defineBrand({ manifest: defineBrandManifest({ id: "acme", displayName: "Acme", subdomains: ["acme"] }) });

  test("the standard footer is static chrome: its code loads on first use", async () => {
    expect(isStaticChrome(brand.Footer)).toBe(true);
    expect(isStaticChrome(brand.Header)).toBe(false);
    // Rendered before its code is in, it suspends, and shows once it is.
    // Rendered in an awaited act, as React's test mode needs for a suspending render.
    await act(async () => {
      renderWithI18n(
        <Suspense fallback="loading">
          <brand.Footer theme={theme} locale="en" pathname="/tracking" device="mobile" />
        </Suspense>,
      );
    });
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => {
      if (isStaticChrome(brand.Footer)) await brand.Footer.load();
    });
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  test("the standard header and footer, scoped to the brand's id for its CSS", async () => {
    if (isStaticChrome(brand.Footer)) await brand.Footer.load();
    renderWithI18n(
      <>
        <brand.Header theme={theme} locale="en" pathname="/tracking" device="mobile" />
        <brand.Footer theme={theme} locale="en" pathname="/tracking" device="mobile" />
      </>,
    );
    const attrs = (el: HTMLElement) => [el.dataset.brand, el.dataset.device, el.dataset.chromeHeader ?? el.dataset.chromeFooter];
    expect([attrs(screen.getByRole("banner")), attrs(screen.getByRole("contentinfo"))]).toEqual([
      ["acme", "mobile", "standard"],
      ["acme", "mobile", "standard"],
    ]);
    expect(screen.getByRole("link", { name: "care@acme.example" })).toBeTruthy();
  });

  test("the standard footer follows the manifest's footer policy (hidden from return step 2)", async () => {
    if (isStaticChrome(brand.Footer)) await brand.Footer.load();
    renderWithI18n(<brand.Footer theme={theme} locale="en" pathname="/returns" device="other" orderStep={2} />);
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
