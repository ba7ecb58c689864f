import { LIVE_TRACKING_PATH } from "@portal/core/live";
import { describe, expect, test } from "vitest";
import { openHydrated } from "./browser-page.ts";
import { getRaw, pathOf } from "./portal-http.ts";
import { setUpDemoBrowser } from "./demo-browser.ts";
import { firstHtmlCases } from "./first-html-cases.ts";

// Every screen that shows a shipment or an order is complete in its first HTML (its route
// loader ran on the server), readable without JavaScript, and hydrates without a mismatch
// and without asking the API again. On a phone in another zone: dated-screens.e2e.

const demo = setUpDemoBrowser();

const CASES = firstHtmlCases(demo);

describe("first HTML of the screens that show a shipment or an order", () => {
  test.each(CASES)("$name: complete before any script runs", async ({ url, expected }) => {
    const res = await getRaw("demo.localhost", pathOf(url()));
    expect(res.status).toBe(200);
    // Personal data: never kept by a browser or a shared cache.
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const pattern of expected) expect(res.body).toMatch(pattern);
    expect(res.body).not.toContain("Loading your shipment");
    expect(res.body).not.toContain("Loading your tracking details");
    expect(res.body).not.toContain("Loading your order");
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
      // The live-tracking stream is a subscription for later changes, not a second lookup of this page's data.
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/") && path !== `/api/v1/${LIVE_TRACKING_PATH}`) apiCalls.push(r.url());
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

/**
 * The line "not-found and wrong-key answers are identical": on a brand that checks
 * keys (kestrel), a link without its valid key gets, screen by screen, exactly the first HTML
 * an unknown waybill or order gets — status, content type and bytes — once the identifier
 * the shopper typed (echoed in the page) and the render time are set aside.
 */
describe("a wrong or missing key on a brand that checks keys: the unknown identifier's first HTML", () => {
  const KEYED_CASES: { name: string; pattern: RegExp; path: string; param: "waybill" | "order_id" }[] = [
    { name: "tracking", pattern: /^In transit \(code 5\)$/, path: "/tracking", param: "waybill" },
    { name: "/issue", pattern: /^Failed delivery, NDR reason 2 \(/, path: "/issue", param: "waybill" },
    { name: "/reverse", pattern: /^Return pickup failed \(reverse code 3\)$/, path: "/reverse", param: "waybill" },
    { name: "/reverse/issue", pattern: /^Return pickup failed, pickup reason 2$/, path: "/reverse/issue", param: "waybill" },
    { name: "/update-contact", pattern: /^In transit \(code 5\)$/, path: "/update-contact", param: "waybill" },
    { name: "/my-order", pattern: /^Order with 3 shipments/, path: "/my-order", param: "order_id" },
    { name: "tracking by order id", pattern: /^Order with 3 shipments/, path: "/tracking", param: "order_id" },
    { name: "/returns", pattern: /^Return from a security-key link$/, path: "/returns", param: "waybill" },
    { name: "/return-exchange", pattern: /^Exchange to another size/, path: "/return-exchange", param: "waybill" },
  ];

  /** The page at `path` for this identifier and key, with the identifier and render time set aside. */
  async function firstHtml(path: string, param: string, id: string, key: string | null) {
    const query = new URLSearchParams({ [param]: id });
    if (key !== null) query.set("security_key", key);
    const res = await getRaw("kestrel.localhost", `/en${path}?${query}`);
    const body = res.body
      .replace(/"renderedAt":"[^"]*"/, '"renderedAt":"{at}"')
      .replaceAll(encodeURIComponent(id), "{id}")
      .replaceAll(id, "{id}");
    return { status: res.status, type: res.headers["content-type"], body };
  }

  test.each(KEYED_CASES)("$name", async ({ pattern, path, param }) => {
    const link = new URL(demo.find("kestrel", pattern).url);
    const id = link.searchParams.get(param) ?? "";
    const key = link.searchParams.get("security_key") ?? "";
    expect(id).not.toBe("");
    expect(key).not.toBe("");
    // Same length and shape as the real one, and no such shipment or order.
    const unknown = id.replace(/\d(?=\D*$)/, (d) => String((Number(d) + 5) % 10)).replace(/^(.)/, "Z");
    for (const given of [null, "not-the-key", key.slice(0, -1)]) {
      const wrong = await firstHtml(path, param, id, given);
      const missing = await firstHtml(path, param, unknown, given);
      expect(wrong.body).not.toContain(key);
      expect(wrong).toEqual(missing);
    }
    // The comparison can fail: the link's own key opens the shipment or order.
    expect((await firstHtml(path, param, id, key)).body).not.toEqual((await firstHtml(path, param, unknown, key)).body);
  });
});
