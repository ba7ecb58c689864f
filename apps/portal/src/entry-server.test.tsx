import { describe, expect, test, vi } from "vitest";
import { apiFail, apiOk } from "@portal/core/api";
import type { PortalDataSource } from "./api/portal-data-source.ts";
import { createServerRouter } from "./router/create-portal-router.ts";
import { ScreenDataSeed } from "./data/inlined-screen-data.ts";
import { screenDataHref } from "./data/load-screen-data.ts";
import { loadPortal } from "./entry-server.tsx";
import { fakeApi, stateFor } from "./testing/render-portal-page.tsx";
import { entryOf, TEST_NOW } from "./testing/tracking-answers.ts";

/** A data source that answers one waybill, "not found" to everything else, and counts every read. */
function countingSource() {
  const notFound = () => Promise.resolve(apiFail({ kind: "api", status: 404, message: "not found" }));
  const source = {
    trackOrder: vi.fn(() => Promise.resolve(apiOk({ "DEMO-TRN-005": entryOf() }))),
    getEdd: vi.fn(() => Promise.resolve(apiOk({ edd_ui: null }))),
    getContactUpdate: vi.fn(notFound),
    getTrackingFeed: vi.fn(notFound),
    getPickupFeed: vi.fn(notFound),
    getReturnStatus: vi.fn(notFound),
  } satisfies Record<keyof PortalDataSource, unknown>;
  const reads = () => Object.values(source).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
  return { source: source as unknown as PortalDataSource, reads };
}

/** The key the browser's router looks the inlined data up by, for this URL. */
function routerHref(url: string): string {
  const router = createServerRouter(url, { source: fakeApi(), brandEnterprise: "", brandSubdomain: "demo", seed: new ScreenDataSeed(undefined), now: () => TEST_NOW });
  return screenDataHref(router.state.location);
}

// The server loads a page's data without a router, then renders with one seeded by that data:
// the data must sit under the key the page's router computes (or the browser would load again
// and the render would read twice), whatever the URL's spelling.
describe("loadPortal", () => {
  test.each([
    "/en/tracking?waybill=DEMO-TRN-005",
    "/tracking?waybill=DEMO-TRN-005&security_key=00123",
    "/en/tracking?waybill=DEMO-TRN-005&note=a%2Fb%20c%C3%A9&flag",
    "/en/tracking?waybill=DEMO-TRN-005&n=1e3&list=%5B1%5D",
    "/ar/tracking?waybill=%44EMO-TRN-005",
    "/en/issue?waybill=DEMO-TRN-005",
  ])("%s: data loaded once, under the router's key, and rendered from it", async (url) => {
    const { source, reads } = countingSource();
    const state = stateFor(url);
    const page = await loadPortal({ url, state, source });
    const loadedWith = reads();
    expect(loadedWith).toBeGreaterThan(0);
    expect(page.state.screenData?.href).toBe(routerHref(url));
    const { html } = await page.render();
    expect(reads()).toBe(loadedWith);
    expect(html).toContain('data-screen=');
  });

  test("the search page reads nothing and renders its form", async () => {
    const { source, reads } = countingSource();
    const page = await loadPortal({ url: "/en/", state: stateFor("/en/"), source });
    expect(page.state.screenData?.href).toBe(routerHref("/en/"));
    const { html } = await page.render();
    expect(reads()).toBe(0);
    expect(html).toContain("<form");
  });
});
