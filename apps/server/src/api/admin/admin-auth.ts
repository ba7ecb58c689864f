import type { Context } from "hono";
import { findLiveAdminSession, type AdminSession } from "@portal/db/repositories/admin-sessions";
import type { ApiDeps } from "../api-deps.ts";
import { adminSessionCookie } from "./admin-session-cookie.ts";
import { bearerToken, checkOrigin } from "./request-security.ts";
import { signedTokensFor } from "../../auth/signed-token.ts";
import { verifySessionToken } from "./session-token.ts";

/** How the request proved its session: a bearer token (token-auth) or the login cookie. */
export type AdminCredential = "bearer" | "cookie";

export interface AdminAuth {
  session: AdminSession;
  via: AdminCredential;
}

/**
 * The admin session the request carries, if any and still live. A bearer token is tried
 * first; a bearer value that is no session token (a browser sending its sub_token) falls
 * back to the cookie.
 */
export async function authenticateAdmin(c: Context, deps: Pick<ApiDeps, "db" | "env" | "now">): Promise<AdminAuth | undefined> {
  const now = deps.now();
  const tokens = signedTokensFor(deps.env);
  const candidates: Array<[AdminCredential, string | undefined]> = [
    ["bearer", bearerToken(c)],
    ["cookie", adminSessionCookie(c)],
  ];
  for (const [via, token] of candidates) {
    const claims = token === undefined ? undefined : verifySessionToken(token, tokens, now);
    const session = claims && (await findLiveAdminSession(deps.db, claims.sessionId, { now }));
    if (session) return { session, via };
  }
  return undefined;
}

/**
 * Whether a state-changing request may proceed: its Origin must be this host. A missing
 * Origin is accepted only with a bearer token, which (unlike a cookie) a browser never
 * attaches on its own, so it cannot be a cross-site forgery.
 */
export function mayChangeState(c: Context, via: AdminCredential | undefined): boolean {
  const origin = checkOrigin(c);
  return origin === "same-origin" || (origin === "absent" && via === "bearer");
}
