import { describe, expect, test } from "vitest";
import { openHydrated } from "./browser-page.ts";
import { getRaw, pathOf } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";

// Every screen that shows a shipment or an order is complete in its first HTML (its route
// loader ran on the server), readable without JavaScript, and hydrates without a mismatch
// and without asking the API again.

const demo = setUpDemoBrowser();

/** A demo case's link on another screen, keeping its query (waybill or order id, key). */
function onScreen(pattern: RegExp, path: string): string {
  const url = new URL(demo.find("demo", pattern).url);
  url.pathname = `/en${path}`;
  return url.toString();
}

interface FirstHtmlCase {
  name: string;
  url: () => string;
  /** Markup the page must carry before any script runs. */
  expected: RegExp[];
  /** The element whose text must survive hydration unchanged. */
  stable: string;
}

const CASES: FirstHtmlCase[] = [
  {
    name: "tracking, with the expected-delivery message",
    url: () => demo.find("demo", /^In transit \(code 5\)$/).url,
    expected: [/data-testid="tracking-status"/, /data-testid="tracking-edd"[^>]*>[^<]+</],
    stable: "[data-testid='tracking-edd']",
  },
  {
    // The reason and its form, or the concern already raised (other tests answer it).
    name: "/issue, the failure's reason and its answer",
    url: () => onScreen(/^Failed delivery, NDR reason 2 \(/, "/issue"),
    expected: [/data-screen="delivery-issue"[^>]*data-state="(form|concern)"/, /data-part="failure-notice"[^>]*data-reason="2"/],
    stable: "[data-screen='delivery-issue'] [data-part='failure-notice']",
  },
  {
    name: "/reverse, the pickup's stages",
    url: () => onScreen(/^Return pickup failed \(reverse code 3\)$/, "/reverse"),
    expected: [/data-testid="pickup-status"/, /data-part="take-action"/],
    stable: "[data-testid='pickup-status']",
  },
  {
    name: "/reverse/issue, the failure's reason and its answer",
    url: () => onScreen(/^Return pickup failed, pickup reason 2$/, "/reverse/issue"),
    expected: [/data-screen="reverse-issue"[^>]*data-state="(form|concern)"/, /data-part="failure-notice"[^>]*data-reason="2"/],
    stable: "[data-screen='reverse-issue'] [data-part='failure-notice']",
  },
  {
    name: "/update-contact, the contact form",
    url: () => onScreen(/^In transit \(code 5\)$/, "/update-contact"),
    expected: [/data-screen="update-contact"[^>]*data-state="ready"/, /<input[^>]*name="phone_number"/],
    stable: "[data-screen='update-contact'] form",
  },
  {
    name: "/my-order, the order's shipments",
    url: () => onScreen(/^Order with 3 shipments/, "/my-order"),
    expected: [/data-screen="my-orders"[^>]*data-state="ready"/, /data-part="shipments"/],
    stable: "[data-part='shipments']",
  },
];

describe("first HTML of the screens that show a shipment or an order", () => {
  test.each(CASES)("$name: complete before any script runs", async ({ url, expected }) => {
    const res = await getRaw("demo.localhost", pathOf(url()));
    expect(res.status).toBe(200);
    for (const pattern of expected) expect(res.body).toMatch(pattern);
    expect(res.body).not.toContain("Loading your shipment");
    expect(res.body).not.toContain("Loading your tracking details");
    // The answer the screen was rendered from is inlined for hydration.
    expect(res.body).toMatch(/"screenData":\{"href":/);
  });

  test.each(CASES)("$name: reads the same without JavaScript, and hydrates without a mismatch or a second lookup", async ({ url, stable }) => {
    // Without scripts: what a phone shows before (or without) the JavaScript.
    const bare = await demo.context.newPage();
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    await bare.goto(url());
    const serverText = (await bare.locator(stable).first().textContent())?.trim() ?? "";
    await bare.close();
    expect(serverText).not.toBe("");

    const apiCalls: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    };
    demo.context.on("request", onRequest);
    const { page, errors } = await openHydrated(demo.context, url());
    try {
      // React reports a mismatch (#418) as a console error: there must be none.
      expect(errors).toEqual([]);
      expect(apiCalls).toEqual([]);
      expect((await page.locator(stable).first().textContent())?.trim()).toBe(serverText);
    } finally {
      demo.context.off("request", onRequest);
      await page.close();
    }
  });
});
