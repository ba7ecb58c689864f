import type { SignedTokens } from "../../../auth/signed-token.ts";

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
 * The return login's `sub_token`: a `return-session` signed token (`auth/signed-token.ts`).
 * Stateless, so any replica sharing the server secret accepts it.
 */
export function createReturnSessionTokens(tokens: SignedTokens, ttlMs = RETURN_SESSION_TTL_MS): ReturnSessionTokens {
  return {
    issue({ brandId, orderRef }, now) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      return { token: tokens.sign("return-session", { brandId, orderRef }, expiresAt), expiresAt };
    },
    verify(token, now) {
      const check = tokens.verify("return-session", token, now);
      return check.ok ? { ...check.claims, expiresAt: check.expiresAt.getTime() } : undefined;
    },
  };
}
