import { Hono } from "hono";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressResponses, isCompressible, negotiateCoding } from "./compression.ts";

describe("negotiateCoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", undefined],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["GZIP", "gzip"],
  ])("%s -> %s", (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe("isCompressible", () => {
  it.each([
    ["text/html; charset=utf-8", true],
    ["application/json", true],
    ["text/css", true],
    ["image/svg+xml", true],
    ["application/pdf", false],
    ["image/png", false],
    [null, false],
  ])("%s -> %s", (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

function appAnswering(body: string, headers: Record<string, string> = {}) {
  const app = new Hono();
  app.use("*", compressResponses());
  app.get("/", () => new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } }));
  app.get("/png", () => new Response(new Uint8Array(4096), { headers: { "content-type": "image/png" } }));
  return app;
}

const page = `<!doctype html><title>x</title>${"<p>Your shipment is on its way.</p>".repeat(200)}`;

describe("compressResponses", () => {
  it("sends brotli to a browser that offers it, and the body decodes to the page", async () => {
    const res = await appAnswering(page).request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
  });

  it("sends gzip when brotli is not offered", async () => {
    const res = await appAnswering(page).request("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it("sends the page as it is, still varying on the coding, when nothing is offered", async () => {
    const res = await appAnswering(page).request("/");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(page);
  });

  it("leaves small bodies, binary types and already-encoded answers alone", async () => {
    const small = await appAnswering("<p>hi</p>").request("/", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("<p>hi</p>");

    const png = await appAnswering(page).request("/png", { headers: { "accept-encoding": "br" } });
    expect(png.headers.get("content-encoding")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);

    const encoded = await appAnswering(page, { "content-encoding": "gzip" }).request("/", { headers: { "accept-encoding": "br" } });
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(await encoded.text()).toBe(page);
  });

  it("keeps the other headers and the status of the answer", async () => {
    const app = new Hono();
    app.use("*", compressResponses());
    app.get("/", (c) => {
      c.header("set-cookie", "a=1; Path=/");
      c.header("vary", "Cookie");
      return c.html(page, 404);
    });
    const res = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("set-cookie")).toBe("a=1; Path=/");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });
});
