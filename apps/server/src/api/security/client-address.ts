import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Who is asking, for per-client limits: the socket's remote address, or, behind a trusted
 * reverse proxy, the first X-Forwarded-For hop (the original client as the proxy saw it).
 * The header is ignored unless the proxy is trusted, since any client can send it.
 * "unknown" when neither is available (e.g. a request made in-process, without a socket).
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
