import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ServerEnv } from "../../env.ts";
import { isHttpsRequest } from "./request-security.ts";

/**
 * The admin session travels only in this cookie: never readable by scripts. SameSite=Strict:
 * the console is rendered in the browser, so its calls are same-site even when staff opened
 * it from a link elsewhere; no other site's request carries the session.
 */
export const ADMIN_SESSION_COOKIE = "portal_admin_session";

type CookieEnv = Pick<ServerEnv, "publicUrl" | "trustProxy">;

const attributes = (c: Context, env: CookieEnv) => ({ httpOnly: true, sameSite: "Strict", path: "/", secure: isHttpsRequest(c, env) }) as const;

export function setAdminSessionCookie(c: Context, env: CookieEnv, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  setCookie(c, ADMIN_SESSION_COOKIE, token, { ...attributes(c, env), maxAge });
}

export function clearAdminSessionCookie(c: Context, env: CookieEnv): void {
  deleteCookie(c, ADMIN_SESSION_COOKIE, attributes(c, env));
}

export function adminSessionCookie(c: Context): string | undefined {
  return getCookie(c, ADMIN_SESSION_COOKIE);
}
