import type { Context } from "hono";

/** Powerful browser features the portal never uses, switched off for every page and frame. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** One year, subdomains included: every brand is a subdomain of the public host. */
export const HSTS = "max-age=31536000; includeSubDomains";

type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Headers for every answer, and those for answers that can become a document. */
function headerListsOf(publicUrl: string | undefined): { always: HeaderList; forDocuments: HeaderList } {
  const https = publicUrl?.startsWith("https://") === true;
  return {
    always: [["X-Content-Type-Options", "nosniff"], ["Referrer-Policy", "no-referrer"], ...(https ? [["Strict-Transport-Security", HSTS] as const] : [])],
    forDocuments: [
      ["X-Frame-Options", "DENY"],
      ["Permissions-Policy", PERMISSIONS_POLICY],
    ],
  };
}

/**
 * Every header a document answer carries, for answers made outside the app: a request too
 * malformed to reach it (portal-server.ts) is answered with the same protections.
 */
export function documentAnswerHeaders({ publicUrl }: { publicUrl: string | undefined }): Headers {
  const { always, forDocuments } = headerListsOf(publicUrl);
  const headers = new Headers({ "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'" });
  for (const [name, value] of [...always, ...forDocuments]) headers.set(name, value);
  return headers;
}

/** Headers that `compressResponses` (the one place answers are finished) puts on every answer. */
export interface AnswerHeaders {
  /** Before the handler: set on the context, so every answer Hono builds carries them as made. */
  prepare(c: Context): void;
  /** Whether an answer's headers carry what `prepare` set (false: it was built outside the context). */
  carried(headers: Headers): boolean;
  /** After the handler: whatever a finished answer's headers still lack, and what its own headers rule out. */
  complete(headers: Headers, c: Context): void;
}

/**
 * A build file the page loads as a script, style sheet or font. X-Frame-Options and
 * Permissions-Policy act only on a document (or worker) an answer becomes, so these go
 * without them: on a page's dozen scripts they were KiBs of headers that did nothing.
 * An SVG image can be opened as a document, so images keep them.
 */
const SUBRESOURCE_TYPE = /^(text\/javascript|application\/javascript|text\/css|font\/)/i;

/**
 * Headers on every answer: no sniffing, no referrer, HSTS when the public URL is https (over
 * plain http the header would be ignored or, on a misconfigured host, lock browsers out); no
 * framing and no powerful features on every answer that can become a document; and `no-store`
 * on every API answer that did not choose its own caching, since most carry a shopper's details.
 *
 * They are set on the context before the handler runs rather than on its answer afterwards:
 * Hono writes them into every answer it builds (c.json, c.body, static files), and the
 * answer stays @hono/node-server's lightweight Response, written in one go. Setting them
 * afterwards with c.header() rebuilds the answer as a stream each time (about as much CPU as
 * the floor's whole request), and setting them in place on that Response loses them when
 * its body is read later (node-server rebuilds it from its original init).
 */
export function securityHeaders({ publicUrl }: { publicUrl: string | undefined }): AnswerHeaders {
  const { always, forDocuments } = headerListsOf(publicUrl);
  const isApi = (c: Context) => c.req.path.startsWith("/api/");
  // Hashed build files: a found one is a script, style sheet, font or image (completed below by
  // its type); a missing one falls through to the not-found page, which `complete` finishes.
  const isBuildFile = (c: Context) => c.req.path.startsWith("/assets/");
  return {
    prepare(c) {
      for (const [name, value] of always) c.header(name, value);
      if (!isBuildFile(c)) for (const [name, value] of forDocuments) c.header(name, value);
      // A handler that chooses its own caching sets Cache-Control over this one.
      if (isApi(c)) c.header("Cache-Control", "no-store");
    },
    carried: (headers) => always.every(([name]) => headers.has(name)),
    complete(headers, c) {
      for (const [name, value] of always) if (!headers.has(name)) headers.set(name, value);
      if (!SUBRESOURCE_TYPE.test(headers.get("content-type") ?? "")) {
        for (const [name, value] of forDocuments) if (!headers.has(name)) headers.set(name, value);
      }
      // A theme preview names the admin console that may frame it (CSP frame-ancestors); all else is never framed.
      if (/frame-ancestors (?!'none')/.test(headers.get("content-security-policy") ?? "")) headers.delete("X-Frame-Options");
      if (isApi(c) && !headers.has("cache-control")) headers.set("Cache-Control", "no-store");
    },
  };
}
