/**
 * The return login's cookies (product rules §6: the username and every field the login
 * returns, path /). The browser never needs most of them: the server reads the token from
 * its cookie for the guard and for every return call. Exactly which are readable:
 *
 * - `sub_token`: HttpOnly — the proof of the login; a script must never be able to steal it.
 * - `username`, `reference_number`: HttpOnly — the order number the shopper typed; no script
 *   of ours reads it, so none may.
 * - `expires_at`: readable — the client-side guard checks it on in-app navigation, since it
 *   cannot see the HttpOnly token; it says only when the session ends.
 * - `domain`: readable — the brand's subdomain, public anyway.
 *
 * Fields the login may add later are HttpOnly until someone needs to read them.
 */
export const RETURN_LOGIN_COOKIE_ACCESS = {
  sub_token: "http-only",
  username: "http-only",
  reference_number: "http-only",
  expires_at: "readable",
  domain: "readable",
} as const satisfies Record<string, "http-only" | "readable">;

export type ReturnLoginCookie = keyof typeof RETURN_LOGIN_COOKIE_ACCESS;

export const RETURN_TOKEN_COOKIE = "sub_token" satisfies ReturnLoginCookie;
export const RETURN_SESSION_END_COOKIE = "expires_at" satisfies ReturnLoginCookie;
export const RETURN_USERNAME_COOKIE = "username" satisfies ReturnLoginCookie;

export function isReadableLoginCookie(name: string): boolean {
  return (RETURN_LOGIN_COOKIE_ACCESS as Record<string, string>)[name] === "readable";
}

/**
 * Whether a `document.cookie` string shows a return session that has not ended: the
 * readable end time stands in for the HttpOnly token on the client.
 */
export function hasReturnSession(cookieHeader: string, now: Date): boolean {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== RETURN_SESSION_END_COOKIE) continue;
    const ends = Date.parse(decodeURIComponent(rest.join("=")));
    return !Number.isNaN(ends) && ends > now.getTime();
  }
  return false;
}
