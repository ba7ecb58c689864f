import { createHmac, randomBytes } from "node:crypto";

/**
 * Signing as the Standard Webhooks specification 1.0.0 says (github.com/standard-webhooks/
 * standard-webhooks, spec/standard-webhooks.md, "Signature scheme" and "Webhook headers"):
 * the signed content is `{webhook-id}.{webhook-timestamp}.{body}`, signed with HMAC-SHA256
 * under the secret's key bytes, and sent as `v1,` + the base64 signature. A symmetric secret
 * is presented as `whsec_` + base64 of random bytes, at least 24 of them (192 bits).
 */
export const SECRET_PREFIX = "whsec_";
const SECRET_BYTES = 32;
const MIN_SECRET_BYTES = 24;
const MAX_SECRET_BYTES = 64;

/** A new secret: 32 random bytes, as `whsec_<base64>`. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString("base64");
}

/** The key bytes of a `whsec_` secret, or undefined when it is not one the spec allows. */
export function webhookSecretKey(secret: string): Buffer | undefined {
  if (!secret.startsWith(SECRET_PREFIX)) return undefined;
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return undefined;
  const key = Buffer.from(encoded, "base64");
  return key.length >= MIN_SECRET_BYTES && key.length <= MAX_SECRET_BYTES ? key : undefined;
}

export interface SignedWebhookHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/**
 * The three headers of one attempt. `id` is the event's (stable across retries, and free of
 * "." as the spec asks); `at` is the attempt's time, so a retry carries a new timestamp.
 */
export function signWebhook({ secret, id, at, body }: { secret: string; id: string; at: Date; body: string }): SignedWebhookHeaders {
  const key = webhookSecretKey(secret);
  if (!key) throw new Error("not a whsec_ secret");
  if (id.includes(".")) throw new Error("a webhook id must not contain a full stop");
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
