import type { MiddlewareHandler } from "hono";

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

/**
 * Headers on every answer: no sniffing, no referrer, no framing, no powerful features; HSTS
 * when the public URL is https (over plain http the header would be ignored or, on a
 * misconfigured host, lock browsers out); and `no-store` on every API answer that did not
 * choose its own caching, since most carry a shopper's details.
 */
export function securityHeaders({ publicUrl }: { publicUrl: string | undefined }): MiddlewareHandler {
  const https = publicUrl?.startsWith("https://") === true;
  return async (c, next) => {
    await next();
    // c.header(), not an in-place set: node-server writes a lightweight Response from its own
    // init, so a header set in place on it is lost (the served-compression test caught it).
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    // A theme preview names the admin console that may frame it (CSP frame-ancestors); all else is never framed.
    if (!/frame-ancestors (?!'none')/.test(c.res.headers.get("content-security-policy") ?? "")) c.header("X-Frame-Options", "DENY");
    c.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (https) c.header("Strict-Transport-Security", HSTS);
    if (c.req.path.startsWith("/api/") && !c.res.headers.has("cache-control")) c.header("Cache-Control", "no-store");
  };
}
