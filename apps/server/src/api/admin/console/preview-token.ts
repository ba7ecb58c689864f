import { randomBytes } from "node:crypto";
import type { SignedTokens } from "../../../auth/signed-token.ts";

export function newPreviewId(): string {
  return randomBytes(18).toString("base64url");
}

/** A `theme-preview` signed token: the shopper page honours only previews this server handed out. */
export function signPreviewToken(previewId: string, expiresAt: Date, tokens: SignedTokens): string {
  return tokens.sign("theme-preview", { previewId }, expiresAt);
}

/** The preview id of a token this server signed that has not expired at `now`. */
export function verifyPreviewToken(token: string, tokens: SignedTokens, now: Date): string | undefined {
  const check = tokens.verify("theme-preview", token, now);
  return check.ok ? check.claims.previewId : undefined;
}
