import type { Context } from "hono";
import type { ServerEnv } from "../../../env.ts";
import { isHttpsRequest } from "../request-security.ts";

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

/** The console's own origin (scheme, host and port), the one allowed to frame previews. */
export function requestOrigin(c: Context, env: Pick<ServerEnv, "publicUrl" | "trustProxy">): string {
  const scheme = isHttpsRequest(c, env) ? "https" : "http";
  return `${scheme}://${c.req.header("host") ?? new URL(c.req.url).host}`;
}
