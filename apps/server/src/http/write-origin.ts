import type { Context } from "hono";
import type { ServerEnv } from "../env.ts";
import { requestOrigin } from "../api/storage/request-origin.ts";

/**
 * Where a state-changing request came from, as the browser tells it:
 * - `own`: the brand's own origin (scheme and host the request was sent to);
 * - `other`: any other origin, a sibling brand's subdomain included (same site, other brand),
 *   or an opaque `null` origin (sandboxed frames, data: pages) unless Sec-Fetch-Site says
 *   `same-origin`: the pages send `Referrer-Policy: no-referrer`, under which a browser's own
 *   form post carries `Origin: null` (Fetch, "append a request Origin header"), while
 *   Sec-Fetch-Site, which no page can set, still tells its own page from another;
 * - `no-browser`: neither Origin nor Sec-Fetch-Site, which every current browser sends on a
 *   POST: a script or server, which holds no shopper's cookies to abuse.
 */
export type WriteOrigin = "own" | "other" | "no-browser";

/** Sec-Fetch-Site values (Fetch Metadata), and whether each is the page's own origin. */
const FETCH_SITE_IS_OWN: Record<string, boolean> = {
  "same-origin": true,
  // The user's own action (a reload re-posting a form, the address bar): no page made it.
  none: true,
  // Same site is not same brand: brand subdomains share a registrable domain.
  "same-site": false,
  "cross-site": false,
};

/** Origin first; Sec-Fetch-Site when the browser sent no Origin. */
export function writeOriginOf(c: Context, env: Pick<ServerEnv, "trustProxy" | "publicUrl">): WriteOrigin {
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site")?.trim().toLowerCase();
  if (origin === "null" && fetchSite === "same-origin") return "own";
  if (origin !== undefined) return isOwnOrigin(origin, requestOrigin(c, env)) ? "own" : "other";
  if (fetchSite === undefined) return "no-browser";
  return FETCH_SITE_IS_OWN[fetchSite] === true ? "own" : "other";
}

function isOwnOrigin(sent: string, own: string): boolean {
  try {
    const url = new URL(sent);
    // Scheme and host compared; a browser never sends a path, so "https://x/evil" is forged.
    return url.origin === sent.replace(/\/$/, "").toLowerCase() && url.origin === own;
  } catch {
    return false;
  }
}
