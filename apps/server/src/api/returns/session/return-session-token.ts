import { createHmac, timingSafeEqual } from "node:crypto";

/** What a return login proves: this shopper may act on this order of this brand. */
export interface ReturnSessionClaims {
  brandId: string;
  /** `orders.id`. */
  orderRef: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface ReturnSessionTokens {
  issue(subject: { brandId: string; orderRef: string }, now: Date): { token: string; expiresAt: Date };
  /** The claims of a well-formed, correctly signed token that has not expired; else undefined. */
  verify(token: string, now: Date): ReturnSessionClaims | undefined;
}

/** A return session lasts long enough to finish the 3 steps, not much longer. */
export const RETURN_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The return login's `sub_token`: `<payload>.<signature>`, both base64url, the signature an
 * HMAC-SHA256 of the payload. Stateless, so any replica sharing the key accepts it.
 */
export function createReturnSessionTokens(key: Buffer, ttlMs = RETURN_SESSION_TTL_MS): ReturnSessionTokens {
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    issue({ brandId, orderRef }, now) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      const payload = Buffer.from(JSON.stringify({ b: brandId, o: orderRef, e: expiresAt.getTime() })).toString("base64url");
      return { token: `${payload}.${sign(payload).toString("base64url")}`, expiresAt };
    },
    verify(token, now) {
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, "base64url");
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = parseClaims(payload);
      return claims && claims.expiresAt > now.getTime() ? claims : undefined;
    },
  };
}

function parseClaims(payload: string): ReturnSessionClaims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return undefined;
    const { b, o, e } = value as Record<string, unknown>;
    return typeof b === "string" && typeof o === "string" && typeof e === "number" ? { brandId: b, orderRef: o, expiresAt: e } : undefined;
  } catch {
    return undefined;
  }
}
