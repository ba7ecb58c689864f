import { describe, expect, test } from "vitest";
import { API_BASE_PATH } from "@portal/core/api";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { RenderedPages } from "./rendered-pages.ts";

// A return page carries the order's personal data once its loader found the order, here
// through the shopper's login cookie alone (the link's key is wrong). The minute's rendered
// pages are keyed by the state the page was rendered from, so another request for the same
// URL without that login renders its own (not-found) page, and no page is kept by a browser.
describe("a return page opened by the shopper's login", () => {
  const clock = new Date("2026-11-27T10:41:05Z");
  const renderedPages = new RenderedPages();
  const server = useDemoAppTestServer({ seededAt: clock, now: () => clock, renderedPages });
  const HOST = "kestrel.localhost:3000";

  async function page(path: string, cookie?: string) {
    const res = await server.fetch(HOST, path, { headers: { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) } });
    return { status: res.status, cacheControl: res.headers.get("cache-control"), body: await res.text() };
  }

  test("is rendered with the order for that request only", async () => {
    const links = JSON.parse(await (await server.fetch("localhost:3000", "/__demo.json")).text()) as Array<{ brand: string; case: string }>;
    const label = links.find((l) => l.brand === "kestrel" && l.case.startsWith("Return after login: "))?.case ?? "";
    const [, orderId = "", phone = ""] = /username (\S+), password (\S+)$/.exec(label) ?? [];
    expect(orderId).not.toBe("");
    const login = await server.fetch(HOST, `${API_BASE_PATH}/return-login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ domain: "kestrel", reference_number: orderId, phone_number: phone }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("sub_token=");

    const path = `/en/returns?${new URLSearchParams({ order_id: orderId, security_key: "not-the-key" })}`;
    const mine = await page(path, cookie);
    expect(mine).toMatchObject({ status: 200, cacheControl: "no-store" });
    expect(mine.body).toMatch(/data-screen="returns"[^>]*data-state="ready"/);
    expect(mine.body).toMatch(/data-part="item"/);

    // Same URL and minute, no login (or an ended one): the page return-info's not-found gives.
    for (const other of [undefined, "sub_token=ended"]) {
      const theirs = await page(path, other);
      expect(theirs).toMatchObject({ status: 200, cacheControl: "no-store" });
      expect(theirs.body).toMatch(/data-screen="returns"[^>]*data-state="not-found"/);
      expect(theirs.body).not.toMatch(/data-part="item"/);
      expect(theirs.body).not.toContain(phone);
    }
    // The logged-in page is still held, and a repeat of it is answered from it.
    const held = renderedPages.size.pages;
    expect(await page(path, cookie)).toEqual(mine);
    expect(renderedPages.size.pages).toBe(held);
  });
});
