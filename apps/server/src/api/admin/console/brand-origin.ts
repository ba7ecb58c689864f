import type { Context } from "hono";
import type { ServerEnv } from "../../../env.ts";
import { isHttpsRequest } from "../request-security.ts";
import { brandFromHost } from "../../../http/brand-host.ts";

/**
 * Where a brand's shopper pages are, as seen from this request: `<subdomain>.<base domain>`
 * with the request's scheme and port (`http://kestrel.localhost:3000` from the console on
 * `localhost:3000`).
 */
export function brandOrigin(c: Context, env: Pick<ServerEnv, "baseDomain" | "publicUrl" | "trustProxy">, subdomain: string): string {
  const scheme = isHttpsRequest(c, env) ? "https" : "http";
  const port = /:(\d+)$/.exec(c.req.header("host") ?? "")?.[1];
  return `${scheme}://${subdomain}.${env.baseDomain}${port ? `:${port}` : ""}`;
}

/**
 * The console origin allowed to frame a theme preview it asks for, or undefined (no framing).
 * Only one of the portal's own configured hosts: the base domain (PORTAL_BASE_DOMAIN) or a
 * brand's subdomain of it, where the console is served; the scheme and port are PUBLIC_URL's
 * when it is set. A Host header naming anything else (`Host: evil.example`, an IP address)
 * frames nothing: it must never choose who may frame a page on a brand's real host (issue 32
 * item 8).
 */
export function previewFrameOrigin(c: Context, env: Pick<ServerEnv, "publicUrl" | "trustProxy" | "baseDomain">): string | undefined {
  const host = (c.req.header("host") ?? "").toLowerCase();
  const hostname = host.replace(/:\d{1,5}$/, "");
  const configured = hostname === env.baseDomain || (hostname.endsWith(`.${env.baseDomain}`) && brandFromHost(hostname, env.baseDomain)?.kind === "subdomain");
  if (!configured) return undefined;
  if (env.publicUrl) {
    const pub = new URL(env.publicUrl);
    return `${pub.protocol}//${hostname}${pub.port ? `:${pub.port}` : ""}`;
  }
  const scheme = isHttpsRequest(c, env) ? "https" : "http";
  const port = /:(\d{1,5})$/.exec(host)?.[1];
  return `${scheme}://${hostname}${port ? `:${port}` : ""}`;
}
