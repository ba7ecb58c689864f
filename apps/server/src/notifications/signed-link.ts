import { createHmac, timingSafeEqual } from "node:crypto";
import { isLocale, type LocaleCode } from "@portal/core/locale";
import type { MOMENT_LINK, Moment } from "@portal/core/notifications";

/** What a message's link opens: a screen of the shipment or return, or the unsubscribe page. */
export type LinkTarget = (typeof MOMENT_LINK)[Moment] | "unsubscribe";

const TARGETS = ["tracking", "delivery-issue", "reverse-issue", "returns-status", "unsubscribe"] as const satisfies readonly LinkTarget[];

/** What a signed link carries: enough to open the exact screen without the shopper typing anything. */
export interface LinkClaims {
  target: LinkTarget;
  brandId: string;
  /** The waybill (shipment screens), the return id (return status), or the channel:address (unsubscribe). */
  ref: string;
  locale: LocaleCode;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** How long a message's link opens its screen: a shopper may answer a failed delivery days later. */
export const LINK_LIFETIME_SECONDS = 30 * 24 * 3600;

const encode = (text: string) => Buffer.from(text).toString("base64url");

/** `<claims>.<HMAC-SHA256>`, both base64url: the path segment of /n/<token>. */
export function signLink(key: Buffer, claims: LinkClaims): string {
  const payload = encode(JSON.stringify([claims.target, claims.brandId, claims.ref, claims.locale, claims.exp]));
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: "invalid" | "expired" };

/** The claims of a token this server signed and that has not expired. */
export function verifyLink(key: Buffer, token: string, now: Date): LinkCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = createHmac("sha256", key).update(payload).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return { ok: false, reason: "invalid" };
  const [target, brandId, ref, locale, exp] = parsed as unknown[];
  if (
    !TARGETS.includes(target as LinkTarget) ||
    typeof brandId !== "string" ||
    typeof ref !== "string" ||
    typeof locale !== "string" ||
    !isLocale(locale) ||
    typeof exp !== "number"
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims: { target: target as LinkTarget, brandId, ref, locale: locale as LocaleCode, exp } };
}
