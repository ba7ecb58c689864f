import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Admin session tokens: `<session id>.<expiry, unix seconds>.<HMAC-SHA256>`. The signature
 * lets a forged or edited token be refused without touching the database; the session row
 * (deleted at logout) decides whether a well-signed token is still good.
 */
export interface SessionClaims {
  sessionId: string;
  expiresAt: Date;
}

const PURPOSE = "portal-admin-session.v1";

export function newSessionId(): string {
  return randomBytes(18).toString("base64url");
}

export function signSessionToken(claims: SessionClaims, secret: Buffer): string {
  const payload = `${claims.sessionId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The claims of a token signed with `secret` and not expired at `now`; else undefined. */
export function verifySessionToken(token: string, secret: Buffer, now: Date): SessionClaims | undefined {
  const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, sessionId = "", seconds = "", given = ""] = match;
  // Compared as text, so a second spelling of the same bytes (base64 padding bits) is refused too.
  const expected = Buffer.from(signature(`${sessionId}.${seconds}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const expiresAt = new Date(Number(seconds) * 1000);
  return expiresAt.getTime() > now.getTime() ? { sessionId, expiresAt } : undefined;
}

/**
 * The `sub_token` a browser login answers with. It is bound to the session but is not a
 * credential: the portal keeps it in a script-readable cookie (spec section 6), so the
 * session itself travels only in the HttpOnly cookie.
 */
export function subTokenFor(sessionId: string, secret: Buffer): string {
  return signature(`sub-token.${sessionId}`, secret);
}

function signature(payload: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${payload}`).digest("base64url");
}

let processSecret: Buffer | undefined;

/**
 * SESSION_SECRET when set; otherwise a random secret made once per process, so sessions
 * end when the server restarts and replicas need SESSION_SECRET to share them.
 */
export function sessionSecretOf(configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, "utf8");
  processSecret ??= randomBytes(32);
  return processSecret;
}
