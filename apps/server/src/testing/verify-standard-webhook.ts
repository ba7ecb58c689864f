import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A receiver's check of a Standard Webhooks request, written from the specification
 * (standard-webhooks spec/standard-webhooks.md, "Verifying signatures") and independent of
 * the portal's signer: the secret is `whsec_` + base64 key bytes; the signed content is
 * `{webhook-id}.{webhook-timestamp}.{raw body}` under HMAC-SHA256; `webhook-signature` is a
 * space-delimited list of `version,base64-signature`, and one `v1` entry must match
 * (compared in constant time); the timestamp must be within the tolerance of now.
 */
export type WebhookVerdict = { ok: true; id: string; timestamp: number } | { ok: false; reason: string };

export function verifyStandardWebhook(
  secret: string,
  headers: { get(name: string): string | null | undefined },
  rawBody: string,
  { now = new Date(), toleranceSeconds = 5 * 60 }: { now?: Date; toleranceSeconds?: number } = {},
): WebhookVerdict {
  const id = headers.get("webhook-id");
  const timestampText = headers.get("webhook-timestamp");
  const signatures = headers.get("webhook-signature");
  if (!id || !timestampText || !signatures) return { ok: false, reason: "missing webhook-id, webhook-timestamp or webhook-signature" };
  if (!/^\d+$/.test(timestampText)) return { ok: false, reason: "webhook-timestamp is not whole seconds" };
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: "webhook-timestamp outside the tolerance" };
  if (!secret.startsWith("whsec_")) return { ok: false, reason: "the secret is not whsec_" };
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestampText}.${rawBody}`).digest();
  for (const entry of signatures.split(" ")) {
    const [version, encoded] = entry.split(",", 2);
    if (version !== "v1" || !encoded) continue;
    const given = Buffer.from(encoded, "base64");
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true, id, timestamp };
  }
  return { ok: false, reason: "no v1 signature matches" };
}
