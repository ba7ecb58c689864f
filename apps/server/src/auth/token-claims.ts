import type { KeyPurpose } from "./purpose-key.ts";

/** What each kind of signed token carries besides its expiry. */
export interface TokenClaims {
  /** The admin login's cookie or bearer token; the session row decides whether it is still good. */
  "admin-session": { sessionId: string };
  /** The known-device cookie (`api/admin/known-device.ts`), bound to the account it logged in to. */
  "admin-device": { deviceId: string };
  /** `?preview_theme=`: a draft theme this server stored for an admin's session. */
  "theme-preview": { previewId: string };
  /** The return login's `sub_token`: this shopper may act on this order of this brand. */
  "return-session": { brandId: string; orderRef: string };
  /**
   * A return flow's steps posted without script (ssr/return-flow-posts.ts): their fields as JSON,
   * the request id it places with, and once placed the request's answer as JSON (else "").
   */
  "return-draft": { fields: string; requestId: string; placed: string };
}

export type TokenPurpose = keyof TokenClaims & KeyPurpose;

/** Each purpose's claim names, checked to be strings when a token is read back. */
export const TOKEN_CLAIM_FIELDS = {
  "admin-session": ["sessionId"],
  "admin-device": ["deviceId"],
  "theme-preview": ["previewId"],
  "return-session": ["brandId", "orderRef"],
  "return-draft": ["fields", "requestId", "placed"],
} as const satisfies { [P in TokenPurpose]: ReadonlyArray<keyof TokenClaims[P]> };
