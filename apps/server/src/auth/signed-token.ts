import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "../env.ts";
import { purposeKey, type KeyPurpose } from "./purpose-key.ts";
import { serverSecretOf } from "./server-secret.ts";
import { TOKEN_CLAIM_FIELDS, type TokenClaims, type TokenPurpose } from "./token-claims.ts";

export type TokenFault = "malformed" | "forged" | "expired";

export type TokenCheck<P extends TokenPurpose> = { ok: true; claims: TokenClaims[P]; expiresAt: Date } | { ok: false; fault: TokenFault };

/** A keyed digest that is only handed out, never read back (the admin login's `sub_token`). */
export type DigestPurpose = Extract<KeyPurpose, "admin-sub-token">;

export interface SignedTokens {
  /**
   * `<payload>.<signature>`: the payload is base64url JSON of the claims and the expiry, the
   * signature an HMAC-SHA256 under the purpose's own key, over the payload and `boundTo` (a
   * value the token is checked against but does not carry, e.g. the account of a device).
   */
  sign<P extends TokenPurpose>(purpose: P, claims: TokenClaims[P], expiresAt: Date, boundTo?: string): string;
  verify<P extends TokenPurpose>(purpose: P, token: string, now: Date, boundTo?: string): TokenCheck<P>;
  digest(purpose: DigestPurpose, text: string): string;
}

// The longest payload is a return draft's (its steps' fields, capped to fit); a cookie holds 4 KiB.
export const TOKEN_PAYLOAD_LIMIT = 3072;
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{1,3072})\.([A-Za-z0-9_-]{43})$/;

/** Tokens under the configured server secret (`server-secret.ts`). */
export function signedTokensFor(env: Pick<ServerEnv, "sessionSecret">): SignedTokens {
  return signedTokensWith(serverSecretOf(env));
}

export function signedTokensWith(secret: Buffer): SignedTokens {
  const keys = new Map<KeyPurpose, Buffer>();
  const mac = (purpose: KeyPurpose, text: string) => {
    let key = keys.get(purpose);
    if (!key) keys.set(purpose, (key = purposeKey(secret, purpose)));
    return createHmac("sha256", key).update(text).digest("base64url");
  };
  const signedText = (payload: string, boundTo: string | undefined) =>
    boundTo === undefined ? payload : `${payload}.${Buffer.from(boundTo, "utf8").toString("base64url")}`;

  return {
    sign(purpose, claims, expiresAt, boundTo) {
      const payload = Buffer.from(JSON.stringify([claims, expiresAt.getTime()]), "utf8").toString("base64url");
      return `${payload}.${mac(purpose, signedText(payload, boundTo))}`;
    },
    verify(purpose, token, now, boundTo) {
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return { ok: false, fault: "malformed" };
      const [, payload = "", given = ""] = match;
      // Compared as text, so a second spelling of the same bytes (base64url's spare bits) is refused too.
      const expected = Buffer.from(mac(purpose, signedText(payload, boundTo)));
      if (!timingSafeEqual(Buffer.from(given), expected)) return { ok: false, fault: "forged" };
      const read = readPayload(purpose, payload);
      if (!read) return { ok: false, fault: "malformed" };
      if (read.expiresAt.getTime() <= now.getTime()) return { ok: false, fault: "expired" };
      return { ok: true, ...read };
    },
    digest(purpose, text) {
      return mac(purpose, text);
    },
  };
}

function readPayload<P extends TokenPurpose>(purpose: P, payload: string): { claims: TokenClaims[P]; expiresAt: Date } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [claims, expiresAt] = value as [unknown, unknown];
  if (typeof claims !== "object" || claims === null || typeof expiresAt !== "number" || !Number.isSafeInteger(expiresAt)) return undefined;
  const fields: ReadonlyArray<string> = TOKEN_CLAIM_FIELDS[purpose];
  const record = claims as Record<string, unknown>;
  if (!fields.every((field) => typeof record[field] === "string")) return undefined;
  const picked = Object.fromEntries(fields.map((field) => [field, record[field]]));
  return { claims: picked as TokenClaims[P], expiresAt: new Date(expiresAt) };
}
