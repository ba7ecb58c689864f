import type { Context } from "hono";
import type { ServerEnv } from "../../env.ts";

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the shopper used (`https://acme.example.com`), for absolute links back to this
 * server: the upload form's URL and label links stay on the brand's own host. The scheme is
 * the proxy's X-Forwarded-Proto when the proxy is trusted, else PUBLIC_URL's, else the
 * request's. A Host that is not a plain host name falls back to PUBLIC_URL.
 */
export function requestOrigin(c: Context, env: Pick<ServerEnv, "trustProxy" | "publicUrl">): string {
  const url = new URL(c.req.url);
  const forwarded = env.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() : undefined;
  const scheme = forwarded === "https" || forwarded === "http" ? `${forwarded}:` : env.publicUrl ? new URL(env.publicUrl).protocol : url.protocol;
  const host = c.req.header("host");
  if (!host || !HOST.test(host)) return env.publicUrl ? new URL(env.publicUrl).origin : url.origin;
  return `${scheme}//${host.toLowerCase()}`;
}
