import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { isReadableLoginCookie, RETURN_USERNAME_COOKIE } from "@portal/core/permissions";
import type { ServerEnv } from "../../../env.ts";
import { isHttpsRequest } from "../../admin/request-security.ts";

type CookieEnv = Pick<ServerEnv, "publicUrl" | "trustProxy">;

/**
 * product rules §6: on a successful return login the username and every returned field become
 * cookies with path /. The server sets them (Set-Cookie on the login answer), so the token
 * can be HttpOnly; which ones a script may read is core's RETURN_LOGIN_COOKIE_ACCESS.
 * SameSite=Strict: no other site's page or link carries them, not even a top-level navigation
 * (the return flow starts on the portal's own login page, and its calls are same-site); a
 * guarded page opened from another site's link asks for the login again. Brand subdomains
 * share a site, so the Origin check (http/cross-site-writes.ts) guards against those.
 * Secure whenever the shopper came over https.
 * They last as long as the token does.
 */
export function setReturnLoginCookies(
  c: Context,
  env: CookieEnv,
  input: { username: string; fields: Readonly<Record<string, string>>; expiresAt: Date; now: Date },
): void {
  const maxAge = Math.max(0, Math.floor((input.expiresAt.getTime() - input.now.getTime()) / 1000));
  const secure = isHttpsRequest(c, env);
  const cookies: Record<string, string> = { [RETURN_USERNAME_COOKIE]: input.username, ...input.fields };
  for (const [name, value] of Object.entries(cookies)) {
    setCookie(c, name, value, { path: "/", httpOnly: !isReadableLoginCookie(name), sameSite: "Strict", secure, maxAge });
  }
}
