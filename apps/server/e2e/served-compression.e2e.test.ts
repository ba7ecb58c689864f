import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { getRaw, portalPort, scriptUrls } from "./portal-http.ts";

interface WireResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire, still encoded. */
  wire: Buffer;
}

function getWire(host: string, path: string, acceptEncoding?: string): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: `${host}:${portalPort()}` };
    if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
    const req = request({ host: "127.0.0.1", port: portalPort(), path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (r: WireResponse) =>
  r.headers["content-encoding"] === "br" ? brotliDecompressSync(r.wire) : r.headers["content-encoding"] === "gzip" ? gunzipSync(r.wire) : r.wire;

const TRACKING = "/en/tracking?waybill=DEMO-TRN-005";

describe("what the server sends, as a browser receives it", () => {
  it("sends the page brotli-compressed to a browser offering br, the same page as uncompressed", async () => {
    const plain = await getRaw("demo.localhost", TRACKING);
    const br = await getWire("demo.localhost", TRACKING, "gzip, deflate, br, zstd");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.wire.length).toBeLessThan(plain.body.length / 2);
    // Everything but the render time (its minute) is the same page.
    const stable = (html: string) => html.replace(/"renderedAt":"[^"]+"/, "");
    expect(stable(decode(br).toString("utf8")) === stable(plain.body)).toBe(true);
  });

  it("sends gzip to a browser that offers only gzip, and plain text to one that offers nothing", async () => {
    const gz = await getWire("demo.localhost", TRACKING, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decode(gz).toString("utf8")).toContain("<!doctype html>");
    const plain = await getWire("demo.localhost", TRACKING);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("sends every script of the page precompressed, cached for a year, varying on the coding", async () => {
    const page = await getRaw("demo.localhost", TRACKING);
    const scripts = scriptUrls(page.body);
    expect(scripts.length).toBeGreaterThan(0);
    const seen = [];
    for (const url of scripts) {
      const asset = await getWire("demo.localhost", url, "br, gzip");
      const plain = await getWire("demo.localhost", url);
      seen.push({
        url,
        status: asset.status,
        // Files under 1 KiB are not worth a coding (the build writes no variant for them).
        encoding: asset.headers["content-encoding"] ?? (plain.wire.length < 1024 ? "br" : "none"),
        cacheControl: asset.headers["cache-control"],
        varies: String(asset.headers.vary).includes("Accept-Encoding"),
        lengthMatches: Number(asset.headers["content-length"]) === asset.wire.length,
        sameBytes: decode(asset).equals(plain.wire),
      });
    }
    expect(seen).toEqual(
      scripts.map((url) => ({
        url,
        status: 200,
        encoding: "br",
        cacheControl: "public, max-age=31536000, immutable",
        varies: true,
        lengthMatches: true,
        sameBytes: true,
      })),
    );
  });

  it("compresses API answers that carry JSON", async () => {
    const api = await getWire("demo.localhost", "/api/v1/track-order?waybill=DEMO-TRN-005", "br");
    expect(api.status).toBe(200);
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decode(api).toString("utf8")).meta.success).toBe(true);
  });

  it("answers the browser's favicon requests with the brand's own icon, not a not-found page", async () => {
    const page = await getRaw("demo.localhost", TRACKING);
    expect(page.body).toContain(`<link rel="icon" href="/favicon.svg" type="image/svg+xml">`);
    const icons = await Promise.all(["/favicon.svg", "/favicon.ico"].map((path) => getWire("demo.localhost", path)));
    expect(icons.map((icon) => [icon.status, icon.headers["content-type"], /^<svg[^>]*>.*<\/svg>$/.test(icon.wire.toString("utf8"))])).toEqual([
      [200, "image/svg+xml", true],
      [200, "image/svg+xml", true],
    ]);
    const demo = (await getWire("demo.localhost", "/favicon.svg")).wire.toString("utf8");
    const kestrel = (await getWire("kestrel.localhost", "/favicon.svg")).wire.toString("utf8");
    expect(kestrel).not.toBe(demo);
  });
});
