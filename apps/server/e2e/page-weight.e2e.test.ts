import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { demoLinks, getRaw, pathOf, portalPort, scriptUrls } from "./portal-http.ts";

/** The tracking page's JavaScript budget (docs/performance.md), brotli as a browser receives it. */
const BUDGET_BYTES = 100 * 1024;

/** How many bytes a script takes on the wire to a browser that offers brotli. */
function wireBytes(host: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host: `${host}:${portalPort()}`, "accept-encoding": "gzip, deflate, br, zstd" };
    const req = request({ host: "127.0.0.1", port: portalPort(), path, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${path}: ${res.statusCode}`))));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every script the page's HTML names (its entry and modulepreloads), summed as sent. */
async function pageScriptBytes(host: string, path: string): Promise<number> {
  const page = await getRaw(host, path);
  expect(page.status).toBe(200);
  const sizes = await Promise.all(scriptUrls(page.body).map((url) => wireBytes(host, url)));
  return sizes.reduce((sum, size) => sum + size, 0);
}

describe("what a shopper's phone downloads before a page runs", () => {
  it("every brand's search page and tracking link stay within the JavaScript budget", async () => {
    const links = await demoLinks();
    const brands = [...new Set(links.map((link) => link.brand))];
    expect(brands.length).toBeGreaterThan(1);
    const overBudget: string[] = [];
    for (const brand of brands) {
      const tracking = links.find((link) => link.brand === brand && /\/tracking\?waybill=/.test(link.url));
      const host = `${brand}.localhost`;
      for (const path of ["/en/", ...(tracking ? [pathOf(tracking.url)] : [])]) {
        const bytes = await pageScriptBytes(host, path);
        if (bytes > BUDGET_BYTES) overBudget.push(`${host}${path}: ${(bytes / 1024).toFixed(1)} KiB`);
      }
    }
    expect(overBudget).toEqual([]);
  });
});
