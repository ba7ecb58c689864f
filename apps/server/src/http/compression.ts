import type { MiddlewareHandler } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** What a response may be encoded as, best first. */
export type ContentCoding = "br" | "gzip";

/** Bodies smaller than this cost more to compress (CPU, headers) than they save on the wire. */
const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * The coding to use for an Accept-Encoding header: brotli when offered, else gzip, honouring
 * `;q=0` refusals. Undefined for identity.
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (coding: ContentCoding) => accepted.get(coding) ?? (accepted.get("*") ?? 0);
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return undefined;
}

/** Whether a response of this content type is text worth compressing. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/**
 * Compresses dynamic text answers (pages, API JSON) per request. Brotli at quality 4 costs
 * about as much CPU as gzip's default while sending ~15 % fewer bytes than it; the heavy
 * quality-11 work is done once at build time for hashed assets, which arrive here already
 * encoded (their Content-Encoding set) and pass through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!isCompressible(res.headers.get("content-type"))) return;
    // Caches must key every compressible answer on the coding, compressed here or not.
    appendVary(res.headers, "Accept-Encoding");
    if (c.req.method === "HEAD" || res.headers.has("content-encoding") || res.status === 204 || res.status === 304) return;
    if (res.headers.get("cache-control")?.includes("no-transform")) return;
    const coding = negotiateCoding(c.req.header("accept-encoding"));
    // Asked last: reading `body` turns @hono/node-server's lightweight Response into a streamed one.
    if (!coding || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Reset first: Hono's setter would otherwise copy the old headers (length included) over.
    c.res = undefined;
    if (body.length < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const encoded =
      coding === "br"
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 6 });
    headers.set("content-encoding", coding);
    headers.set("content-length", String(encoded.length));
    // A strong validator names one representation; the encoded one is another.
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    c.res = new Response(encoded, { status: res.status, statusText: res.statusText, headers });
  };
}

function appendVary(headers: Headers, field: string) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", field);
  else if (!vary.split(",").some((v) => v.trim().toLowerCase() === field.toLowerCase())) headers.set("vary", `${vary}, ${field}`);
}
