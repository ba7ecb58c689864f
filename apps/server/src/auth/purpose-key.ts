import { createHmac } from "node:crypto";
import type { ServerEnv } from "../env.ts";
import { serverSecretOf } from "./server-secret.ts";

/** What a derived key is for: each purpose has its own, so one purpose's token or ciphertext means nothing to another. */
export type KeyPurpose =
  | "admin-session"
  | "admin-sub-token"
  | "admin-device"
  | "theme-preview"
  | "return-session"
  | "refund-details"
  | "upload-signing"
  | "notification-link"
  | "return-draft";

/**
 * The label each key is derived under. Never change one: a new label is a new key, and for
 * `refund-details` that would make every sealed refund detail unreadable (its label is the
 * one the returns area used before this table, for that reason).
 */
const KEY_LABEL = {
  "admin-session": "portal-admin-session.v2",
  "admin-sub-token": "portal-admin-sub-token.v1",
  "admin-device": "portal-admin-device.v2",
  "theme-preview": "portal-theme-preview.v2",
  "return-session": "portal-return-session.v2",
  "refund-details": "returns:refund-details",
  "upload-signing": "portal-upload-signing.v1",
  "notification-link": "portal-notification-link.v1",
  "return-draft": "portal-return-draft.v1",
} as const satisfies Record<KeyPurpose, string>;

/** HMAC-SHA256 of the purpose's label under the server secret: 32 bytes, one key per purpose. */
export function purposeKey(secret: Buffer, purpose: KeyPurpose): Buffer {
  return createHmac("sha256", secret).update(KEY_LABEL[purpose]).digest();
}

/** The purpose's key under the configured server secret (`server-secret.ts`). */
export function serverKeyFor(env: Pick<ServerEnv, "sessionSecret">, purpose: KeyPurpose): Buffer {
  return purposeKey(serverSecretOf(env), purpose);
}
