import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/** The cookie the portal stores the login's `sub_token` in (it keeps every returned field as a cookie). */
export const RETURN_TOKEN_COOKIE = "sub_token";

/**
 * The return login token a request carries: the `token` query value (return-info), an
 * `Authorization: Bearer` header, or the `sub_token` cookie, in that order.
 */
export function readReturnToken(c: Context, fromQuery?: string): string | undefined {
  if (fromQuery) return fromQuery;
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (bearer) return bearer;
  return getCookie(c, RETURN_TOKEN_COOKIE) || undefined;
}
