import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { defineBrandManifest } from "@portal/core/brand";
import { renderWithI18n } from "../testing/render-with-i18n.tsx";
import { defineBrand } from "./define-brand.ts";

afterEach(cleanup);

const theme = { name: "Acme", tokens: {}, config: {}, meta_data: { email: "care@acme.example" } };

describe("defineBrand without a Header or Footer of the brand's own", () => {
  const brand = defineBrand({ manifest: defineBrandManifest({ id: "acme", displayName: "Acme", subdomains: ["acme"] }) });

  test("the standard header and footer, scoped to the brand's id for its CSS", () => {
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

  test("the standard footer follows the manifest's footer policy (hidden from return step 2)", () => {
    renderWithI18n(<brand.Footer theme={theme} locale="en" pathname="/returns" device="other" orderStep={2} />);
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
