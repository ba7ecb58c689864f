import { describe, expect, test, vi } from "vitest";
import { apiFail, apiOk } from "@portal/core/api";
import type { PortalDataSource } from "./api/portal-data-source.ts";
import { createServerRouter } from "./router/create-portal-router.ts";
import { ScreenDataSeed } from "./data/inlined-screen-data.ts";
import { screenDataHref } from "./data/load-screen-data.ts";
import { loadPortal } from "./entry-server.tsx";
import { stateFor } from "./testing/render-portal-page.tsx";
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
    getReturnOrder: vi.fn(notFound),
    getReturnReasons: vi.fn(notFound),
    getVariants: vi.fn(notFound),
  } satisfies Record<keyof PortalDataSource, unknown>;
  const reads = () => Object.values(source).reduce((sum, fn) => sum + fn.mock.calls.length, 0);
  return { source: source as unknown as PortalDataSource, reads };
}

/** What a page's router loads for this URL, and the key its data is inlined under. */
async function routerLoad(url: string) {
  const router = createServerRouter(url, {
    source: countingSource().source,
    brandEnterprise: "",
    brandSubdomain: "demo",
    returnAuthorizationId: undefined,
    seed: new ScreenDataSeed(undefined),
    now: () => TEST_NOW,
  });
  await router.load();
  const data: unknown = router.state.matches.at(-1)?.loaderData;
  return data === undefined ? undefined : { href: screenDataHref(router.state.location), data };
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
    // Spellings the router matches to a screen and core's table alone does not.
    "/en/tracking/?waybill=DEMO-TRN-005",
    "/EN/Tracking?waybill=DEMO-TRN-005",
  ])("%s: the data the router would load, under its key, read once and rendered from", async (url) => {
    const { source, reads } = countingSource();
    // The server's state for a spelling core's table does not know is the not-found page's;
    // the loader reads only the URL, so any state serves here.
    const state = stateFor(url.replace("/en/tracking/", "/en/tracking").replace("/EN/Tracking", "/en/tracking"));
    const page = await loadPortal({ url, state, source });
    expect(page.state.screenData).toEqual(await routerLoad(url));
    const loadedWith = reads();
    const { html } = await page.render();
    expect(reads()).toBe(loadedWith);
    expect(html).toContain("data-screen=");
  });

  test("a tracking link's lookup is read on load, not on render", async () => {
    const { source, reads } = countingSource();
    const url = "/en/tracking?waybill=DEMO-TRN-005";
    const page = await loadPortal({ url, state: stateFor(url), source });
    expect(reads()).toBeGreaterThan(0);
    expect(page.state.screenData?.data).toMatchObject({ screen: "home" });
  });

  test("the search page reads nothing and renders its form", async () => {
    const { source, reads } = countingSource();
    const page = await loadPortal({ url: "/en/", state: stateFor("/en/"), source });
    expect(page.state.screenData).toEqual(await routerLoad("/en/"));
    const { html } = await page.render();
    expect(reads()).toBe(0);
    expect(html).toContain("<form");
  });
});
