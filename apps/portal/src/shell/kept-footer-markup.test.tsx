import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { apiFail, apiOk } from "@portal/core/api";
import { recordTexts } from "@portal/i18n";
import { loadCatalog } from "@portal/i18n/catalogs";
import { isStaticChrome } from "@portal/ui";
import type { PortalDataSource } from "../api/portal-data-source.ts";
import { createLazyApiClient } from "../api/lazy-api-client.ts";
import { PortalApp } from "../app/PortalApp.tsx";
import { brandPackageOf, loadBrand } from "../brands/registry.ts";
import { ScreenDataSeed } from "../data/inlined-screen-data.ts";
import { loadPortal } from "../entry-server.tsx";
import { createServerRouter } from "../router/create-portal-router.ts";
import { catalogsFor } from "../screens/screen-catalogs.ts";
import { preloadDeferredParts } from "../screens/deferred-part.tsx";
import type { PortalInitialState } from "../state/initial-state.ts";
import { stateFor } from "../testing/render-portal-page.tsx";
import { entryOf, TEST_NOW } from "../testing/tracking-answers.ts";
import { documentTitleOf } from "./document-title.ts";

const notFound = () => Promise.resolve(apiFail({ kind: "api", status: 404, message: "not found" }));
const SOURCE = {
  trackOrder: () => Promise.resolve(apiOk({ "DEMO-TRN-005": entryOf() })),
  getEdd: () => Promise.resolve(apiOk({ edd_ui: null })),
  getContactUpdate: notFound,
  getTrackingFeed: notFound,
  getPickupFeed: notFound,
  getReturnStatus: notFound,
  getReturnOrder: notFound,
  getReturnReasons: notFound,
  getVariants: notFound,
} as unknown as PortalDataSource;

/** The page as the server rendered it before footers were kept: React renders the footer's slot itself. */
async function renderedInFull(url: string, state: PortalInitialState) {
  const router = createServerRouter(url, {
    source: SOURCE,
    returnSession: false,
    brandEnterprise: state.user.enterprise,
    brandSubdomain: state.user.subdomain,
    returnAuthorizationId: state.theme.return_authorization_id,
    seed: new ScreenDataSeed(state.screenData),
    now: () => new Date(state.renderedAt),
  });
  await router.load();
  await preloadDeferredParts();
  const brand = await loadBrand(brandPackageOf(state.brand.package));
  if (isStaticChrome(brand.Footer)) await brand.Footer.load();
  const recorded = recordTexts(state.user.lang, await loadCatalog(state.user.lang, catalogsFor(state.page.screen)));
  const html = renderToString(<PortalApp state={state} brand={brand} i18n={recorded.i18n} router={router} api={createLazyApiClient("http://localhost")} />);
  documentTitleOf(state, recorded.i18n);
  return { html, texts: recorded.used() };
}

describe("a kept static footer", () => {
  test.each(["/en/tracking?waybill=DEMO-TRN-005", "/ar/tracking?waybill=DEMO-TRN-005", "/ta/"])(
    "%s: the page with its footer kept is the page rendered in full, markup and inlined texts alike",
    async (url) => {
      const theme = { name: `Kept ${url}`, meta_data: { email: "help@example.com", contact: "+91 80 4567 8900" } };
      const first = await loadPortal({ url, state: stateFor(url, { theme }), source: SOURCE });
      const full = await renderedInFull(url, first.state);
      expect(full.html).toContain('data-server-markup="footer"');
      expect(full.html).toContain("tel:");
      // The first render keeps the footer, the next pages of the same brand and minute reuse it.
      for (let n = 0; n < 2; n += 1) {
        const page = await loadPortal({ url, state: { ...stateFor(url, { theme }), theme: first.state.theme }, source: SOURCE });
        const rendered = await page.render();
        expect(rendered.html).toBe(full.html);
        expect(rendered.texts).toEqual(full.texts);
        expect(Object.keys(rendered.texts ?? {})).toEqual(Object.keys(full.texts));
      }
    },
  );

  test("a new minute, language or theme renders the footer again", async () => {
    const url = "/en/tracking?waybill=DEMO-TRN-005";
    const state = stateFor(url);
    const footerOf = async (page: PortalInitialState) => {
      const { html } = await (await loadPortal({ url, state: page, source: SOURCE })).render();
      return html.slice(html.indexOf('data-server-markup="footer"'));
    };
    const now = await footerOf(state);
    // The copyright line's year comes from the page's clock: a page in the next year shows it.
    const nextYear = new Date(TEST_NOW.getTime() + 366 * 24 * 3600_000).toISOString();
    expect(await footerOf({ ...state, renderedAt: nextYear })).toContain(String(TEST_NOW.getUTCFullYear() + 1));
    expect(await footerOf({ ...state, theme: { ...state.theme, name: "Another Store" } })).toContain("Another Store");
    expect(await footerOf({ ...stateFor("/ar/tracking?waybill=DEMO-TRN-005"), theme: state.theme })).not.toBe(now);
    expect(await footerOf(state)).toBe(now);
  });
});
