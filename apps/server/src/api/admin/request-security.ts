import type { Context } from "hono";
import type { ServerEnv } from "../../env.ts";

/**
 * True when the browser reached us over https: the portal's public URL is https, the
 * connection itself is, or (only behind a trusted proxy) X-Forwarded-Proto says so. Decides
 * whether cookies are Secure.
 */
export function isHttpsRequest(c: Context, env: Pick<ServerEnv, "publicUrl" | "trustProxy">): boolean {
  if (env.publicUrl?.startsWith("https:")) return true;
  if (new URL(c.req.url).protocol === "https:") return true;
  if (!env.trustProxy) return false;
  const forwarded = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}

export type OriginCheck = "same-origin" | "absent" | "foreign";

/**
 * Compares the Origin header with the Host the request was sent to. Browsers send Origin on
 * every cross-site and same-site POST, so a foreign or "null" origin is a forged request.
 */
export function checkOrigin(c: Context): OriginCheck {
  const origin = c.req.header("origin");
  if (origin === undefined) return "absent";
  const host = c.req.header("host")?.toLowerCase();
  try {
    return host !== undefined && new URL(origin).host.toLowerCase() === host ? "same-origin" : "foreign";
  } catch {
    return "foreign";
  }
}

/** The token of `Authorization: Bearer <token>`, if that is the header's form. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1];
}
