import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { useDemoAppTestServer } from "../testing/http-test-server.ts";
import { pageClock, RenderedPages, type RenderedPage } from "./rendered-pages.ts";

const page = (bytes: number): RenderedPage => ({ status: 200, contentSecurityPolicy: "", body: Buffer.alloc(bytes), coding: "br", keepOffline: false });

describe("pageClock", () => {
  test("a page is rendered as of its minute", () => {
    expect(pageClock(new Date("2026-11-27T10:41:59.999Z")).toISOString()).toBe("2026-11-27T10:41:00.000Z");
    expect(pageClock(new Date("2026-11-27T10:42:00.000Z")).toISOString()).toBe("2026-11-27T10:42:00.000Z");
  });
});

describe("RenderedPages", () => {
  const minute = "2026-11-27T10:41:00.000Z";

  test("a key names path, state and coding: any of them different is another page", () => {
    const key = RenderedPages.keyOf("/en/tracking?waybill=A", '{"a":1}', "br");
    expect(RenderedPages.keyOf("/en/tracking?waybill=A", '{"a":1}', "br")).toBe(key);
    expect(
      new Set([
        key,
        RenderedPages.keyOf("/en/tracking?waybill=B", '{"a":1}', "br"),
        RenderedPages.keyOf("/en/tracking?waybill=A", '{"a":2}', "br"),
        RenderedPages.keyOf("/en/tracking?waybill=A", '{"a":1}', "gzip"),
        RenderedPages.keyOf("/en/tracking?waybill=A", '{"a":1}', undefined),
      ]).size,
    ).toBe(5);
  });

  test("holds pages within its byte budget, letting the oldest go first", () => {
    const pages = new RenderedPages(250);
    pages.set("a", minute, page(100));
    pages.set("b", minute, page(100));
    pages.set("c", minute, page(100));
    expect([pages.get("a"), pages.get("b") !== undefined, pages.get("c") !== undefined, pages.size]).toEqual([undefined, true, true, { pages: 2, bytes: 200 }]);
    // A page larger than the whole budget is not held, and evicts nothing.
    pages.set("huge", minute, page(251));
    expect(pages.size).toEqual({ pages: 2, bytes: 200 });
  });

  test("a held body takes its own size in memory, not the 16 KiB chunk zlib wrote it in", () => {
    const pages = new RenderedPages(100_000);
    const body = Buffer.from(Buffer.alloc(16 * 1024, 1).buffer, 0, 10_000);
    pages.set("a", minute, { ...page(0), body });
    const held = pages.get("a")?.body;
    expect([held?.equals(body), held?.buffer.byteLength, pages.size.bytes]).toEqual([true, 10_000, 10_000]);
  });

  test("a page of a new minute lets every page of the last one go", () => {
    const pages = new RenderedPages(1000);
    pages.set("a", minute, page(100));
    pages.set("b", "2026-11-27T10:42:00.000Z", page(100));
    expect([pages.get("a"), pages.get("b") !== undefined, pages.size]).toEqual([undefined, true, { pages: 1, bytes: 100 }]);
  });
});

/** The body as the browser reads it. */
async function textOf(response: Response): Promise<string> {
  const wire = Buffer.from(await response.arrayBuffer());
  const coding = response.headers.get("content-encoding");
  return (coding === "br" ? brotliDecompressSync(wire) : coding === "gzip" ? gunzipSync(wire) : wire).toString("utf8");
}

describe("pages answered from the minute's rendered pages, on a real server", () => {
  const PAGE = "/en/tracking?waybill=DEMO-TRN-005";
  let clock = new Date("2026-11-27T10:41:05Z");
  const renderedPages = new RenderedPages();
  const server = useDemoAppTestServer({ seededAt: clock, now: () => clock, renderedPages });
  const get = (path = PAGE, encoding = "gzip, deflate, br") => server.fetch("demo.localhost:3000", path, { headers: { "accept-encoding": encoding } });

  test("a repeat within the minute gets the same answer, headers included, from the page already rendered", async () => {
    const first = await get();
    const held = renderedPages.size.pages;
    expect(held).toBe(1);
    clock = new Date("2026-11-27T10:41:40Z");
    const repeat = await get();
    expect(renderedPages.size.pages).toBe(held);
    expect([repeat.status, repeat.headers.get("content-encoding"), repeat.headers.get("content-security-policy"), repeat.headers.get("vary")]).toEqual([
      first.status,
      "br",
      first.headers.get("content-security-policy"),
      first.headers.get("vary"),
    ]);
    const text = await textOf(repeat);
    expect(text).toBe(await textOf(first));
    expect(text).toContain('"renderedAt":"2026-11-27T10:41:00.000Z"');
  });

  test("changed data shows at once: the loader reads it on every request, so the state and the page are new", async () => {
    await server.database.db.updateTable("shipments").set({ product_title: "Changed within the minute" }).where("waybill", "=", "DEMO-TRN-005").execute();
    const text = await textOf(await get());
    expect(text).toContain("Changed within the minute");
  });

  test("each coding, and a browser offering none, gets its own body of the same page", async () => {
    const [br, gzip, plain] = await Promise.all([get(PAGE, "br"), get(PAGE, "gzip"), get(PAGE, "")]);
    expect([br.headers.get("content-encoding"), gzip.headers.get("content-encoding"), plain.headers.get("content-encoding")]).toEqual(["br", "gzip", null]);
    const texts = await Promise.all([br, gzip, plain].map(textOf));
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
  });

  test("the next minute renders anew", async () => {
    clock = new Date("2026-11-27T10:42:01Z");
    const text = await textOf(await get());
    expect(text).toContain('"renderedAt":"2026-11-27T10:42:00.000Z"');
    expect(renderedPages.size.pages).toBe(1);
  });

  test("HEAD and a page for another shipment are their own", async () => {
    const head = await server.fetch("demo.localhost:3000", PAGE, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect([head.status, head.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    const other = await textOf(await get("/en/tracking?waybill=DEMO-DLV-008"));
    expect(other).toContain("DEMO-DLV-008");
    expect(other).not.toContain("Changed within the minute");
  });
});
