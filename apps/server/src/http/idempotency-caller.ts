import { createHash } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ADMIN_SESSION_COOKIE } from "../api/admin/admin-session-cookie.ts";
import { RETURN_TOKEN_COOKIE } from "../api/returns/session/read-return-token.ts";
import { clientAddressOf } from "../api/security/client-address.ts";

/** Who an Idempotency-Key belongs to, strongest credential first. */
export type IdempotencyCallerKind = "bearer" | "admin-session" | "return-login" | "client";

/**
 * The caller a key is scoped to (IETF draft-ietf-httpapi-idempotency-key-header: a key is
 * unique per client): the credential the request carries - an API key or admin token, the
 * admin session cookie, the return login's cookie - or else the client's address. Hashed, so
 * the store holds no credential. Another caller using the same key has a key of its own.
 * A credential is not verified here: only its holder can send it, which is all a scope needs.
 */
export function idempotencyCallerOf(c: Context, trustProxy: boolean): string {
  const bearer = /^Bearer[ \t]+(\S+)/i.exec(c.req.header("authorization") ?? "")?.[1];
  const candidates: Array<[IdempotencyCallerKind, string | undefined]> = [
    ["bearer", bearer],
    ["admin-session", getCookie(c, ADMIN_SESSION_COOKIE)],
    ["return-login", getCookie(c, RETURN_TOKEN_COOKIE)],
    ["client", clientAddressOf(c, trustProxy)],
  ];
  const [kind, credential] = candidates.find(([, value]) => value !== undefined && value !== "") ?? ["client", "unknown"];
  return `${kind}:${createHash("sha256")
    .update(credential ?? "")
    .digest("base64url")}`;
}
