import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const PURPOSE = "portal-theme-preview.v1";

export function newPreviewId(): string {
  return randomBytes(18).toString("base64url");
}

/** `<preview id>.<HMAC>`: the shopper page honours only previews this server handed out. */
export function signPreviewToken(previewId: string, secret: Buffer): string {
  return `${previewId}.${mac(previewId, secret)}`;
}

export function verifyPreviewToken(token: string, secret: Buffer): string | undefined {
  const match = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id = "", given = ""] = match;
  const expected = Buffer.from(mac(id, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
}

function mac(id: string, secret: Buffer): string {
  return createHmac("sha256", secret).update(`${PURPOSE}.${id}`).digest("base64url");
}
