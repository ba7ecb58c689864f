import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_AUTH, type WebhookProvider } from "@portal/core/webhooks";

/**
 * Whether a webhook request carries the provider's proof for this brand's secret: the
 * HMAC-SHA256 of the raw body (AfterShip base64, EasyPost hex with its prefix) or the token
 * itself, over the body's bytes as received. Compared in constant time.
 */
export function isWebhookAuthentic(provider: WebhookProvider, secret: string, rawBody: Uint8Array, header: (name: string) => string | undefined): boolean {
  const auth = WEBHOOK_AUTH[provider];
  const sent = header(auth.header)?.trim() ?? "";
  if (sent === "") return false;
  const expected =
    auth.kind === "token"
      ? secret
      : // EasyPost normalises its secret (NFKD) before signing; a no-op for ASCII secrets.
        auth.prefix + createHmac("sha256", secret.normalize("NFKD")).update(rawBody).digest(auth.encoding);
  const a = Buffer.from(sent, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The header a test (or a brand's own system) sends to prove it has the secret. */
export function signWebhook(provider: WebhookProvider, secret: string, rawBody: string | Uint8Array): Record<string, string> {
  const auth = WEBHOOK_AUTH[provider];
  const value = auth.kind === "token" ? secret : auth.prefix + createHmac("sha256", secret.normalize("NFKD")).update(rawBody).digest(auth.encoding);
  return { [auth.header]: value };
}
