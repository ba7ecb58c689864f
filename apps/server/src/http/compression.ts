import type { MiddlewareHandler } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AnswerHeaders } from "./security-headers.ts";

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
  const quality = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return undefined;
}

/** Whether a response of this content type is text worth compressing. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return Boolean(contentType && COMPRESSIBLE.test(contentType));
}

/**
 * Brotli's window sized to the body (at least 1 KiB, at most its default 4 MiB): the
 * encoder allocates and clears a window on every call, which for an API answer of a few KiB
 * cost as much as the compression itself. The output is the same.
 */
function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * Brotli quality for answers made per request, by size. A page's HTML (about 48 KB, two thirds
 * of it the inlined stylesheets) took quality 3 about 0.3 ms of CPU per first view, a tenth of
 * the whole request; quality 1 takes half of that for about 10 % more bytes (12.5 KB instead
 * of 11.3 KB). API answers of a few KiB cost little either way and keep quality 3's bytes.
 * Measured with `pnpm bench:server` (docs/performance.md).
 */
const LARGE_BODY_BYTES = 16 * 1024;
function brotliQuality(bytes: number): number {
  return bytes >= LARGE_BODY_BYTES ? 1 : 3;
}

/** A body in the coding: brotli (text mode, quality by size) or gzip level 6. */
export function encodeBody(body: Buffer, coding: ContentCoding) {
  return coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
        },
      })
    : gzipSync(body, { level: 6 });
}

/** A text body as it goes out for the coding asked: encoded, or as it is when too small to gain. */
export function encodeText(text: Buffer<ArrayBuffer>, coding: ContentCoding | undefined): { body: Buffer<ArrayBuffer>; coding: ContentCoding | undefined } {
  return coding && text.length >= MIN_BYTES ? { body: encodeBody(text, coding), coding } : { body: text, coding: undefined };
}

/**
 * The one place an answer is finished: compresses dynamic text answers (pages, API JSON) per
 * request, makes every compressible answer vary on Accept-Encoding, and puts `answerHeaders`
 * (the security headers) on every answer. Brotli at quality 1-3 (by size) costs well under
 * gzip's default CPU for a few per cent more bytes; the heavy quality-11 work is done
 * once at build time for hashed assets, which arrive here already encoded (their
 * Content-Encoding set) and pass through untouched.
 *
 * An answer is rebuilt at most once, as a Response over bytes with its final headers, which
 * @hono/node-server writes in one go; an answer Hono built (it carries what `prepare` set,
 * in a Headers object node-server writes as it is) that needs no coding is not rebuilt.
 */
export function compressResponses({ answerHeaders }: { answerHeaders?: AnswerHeaders } = {}): MiddlewareHandler {
  return async (c, next) => {
    answerHeaders?.prepare(c);
    await next();
    const res = c.res;
    const compressible = isCompressible(res.headers.get("content-type"));
    const coding =
      compressible &&
      c.req.method !== "HEAD" &&
      !res.headers.has("content-encoding") &&
      res.status !== 204 &&
      res.status !== 304 &&
      !res.headers.get("cache-control")?.includes("no-transform")
        ? negotiateCoding(c.req.header("accept-encoding"))
        : undefined;
    if (!coding && (answerHeaders?.carried(res.headers) ?? true)) {
      answerHeaders?.complete(res.headers, c);
      // Caches must key every compressible answer on the coding, compressed here or not.
      if (compressible) appendVary(res.headers, "Accept-Encoding");
      return;
    }
    const headers = new Headers(res.headers);
    answerHeaders?.complete(headers, c);
    if (compressible) appendVary(headers, "Accept-Encoding");
    // Text is read into bytes (a Response over bytes is written in one go); anything else,
    // such as a file's stream, passes through as a stream.
    const text = compressible && res.body ? Buffer.from(await res.arrayBuffer()) : undefined;
    let body: BodyInit | null = text ?? res.body;
    const encoded = text && encodeText(text, coding);
    if (encoded?.coding) {
      body = encoded.body;
      headers.set("content-encoding", encoded.coding);
      headers.set("content-length", String(encoded.body.length));
      // A strong validator names one representation; the encoded one is another.
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    }
    // Reset first: Hono's setter would otherwise copy the old headers (length included) over.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}

function appendVary(headers: Headers, field: string) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", field);
  else if (!vary.split(",").some((v) => v.trim().toLowerCase() === field.toLowerCase())) headers.set("vary", `${vary}, ${field}`);
}
