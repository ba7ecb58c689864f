import { randomBytes } from "node:crypto";
import type { SignedTokens } from "../../auth/signed-token.ts";

/**
 * Admin session tokens: an `admin-session` signed token (`auth/signed-token.ts`) naming the
 * session and its expiry. The signature lets a forged or edited token be refused without
 * touching the database; the session row (deleted at logout) decides whether a well-signed
 * token is still good.
 */
export interface SessionClaims {
  sessionId: string;
  expiresAt: Date;
}

export function newSessionId(): string {
  return randomBytes(18).toString("base64url");
}

export function signSessionToken(claims: SessionClaims, tokens: SignedTokens): string {
  return tokens.sign("admin-session", { sessionId: claims.sessionId }, claims.expiresAt);
}

/** The claims of a token this server signed that has not expired at `now`; else undefined. */
export function verifySessionToken(token: string, tokens: SignedTokens, now: Date): SessionClaims | undefined {
  const check = tokens.verify("admin-session", token, now);
  return check.ok ? { sessionId: check.claims.sessionId, expiresAt: check.expiresAt } : undefined;
}

/**
 * The `sub_token` a browser login answers with. It is bound to the session but is not a
 * credential: the portal keeps it in a script-readable cookie, so the session itself travels
 * only in the HttpOnly cookie.
 */
export function subTokenFor(sessionId: string, tokens: SignedTokens): string {
  return tokens.digest("admin-sub-token", sessionId);
}
