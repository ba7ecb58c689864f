import { createHmac, timingSafeEqual } from "node:crypto";
import { WEBHOOK_AUTH, type WebhookAuth, type WebhookProvider } from "@portal/core/webhooks";

type HeaderReader = (name: string) => string | undefined;

/**
 * Whether a webhook request may have its body read at all, from its headers alone: a token
 * scheme's token is checked whole; an HMAC scheme's signature covers the body, so here it
 * must at least be present. Refused requests are answered 401 with their body unread.
 */
export function mayReadWebhookBody(provider: WebhookProvider, secret: string, header: HeaderReader): boolean {
  const auth = WEBHOOK_AUTH[provider];
  if (auth.kind === "token") return sentTokens(auth, header).some((token) => equalInConstantTime(token, secret));
  return sentProof(provider, header) !== "";
}

/**
 * Whether a webhook request carries the provider's proof for this brand's secret: the
 * HMAC-SHA256 of the raw body (AfterShip base64, EasyPost hex with its prefix) or the token
 * itself, over the body's bytes as received. Compared in constant time.
 */
export function isWebhookAuthentic(provider: WebhookProvider, secret: string, rawBody: Uint8Array, header: HeaderReader): boolean {
  const auth = WEBHOOK_AUTH[provider];
  if (auth.kind === "token") return sentTokens(auth, header).some((token) => equalInConstantTime(token, secret));
  const sent = sentProof(provider, header);
  return sent !== "" && equalInConstantTime(sent, expectedProof(provider, secret, rawBody));
}

/** The header a test (or a brand's own system) sends to prove it has the secret. */
export function signWebhook(provider: WebhookProvider, secret: string, rawBody: string | Uint8Array): Record<string, string> {
  return { [WEBHOOK_AUTH[provider].header]: expectedProof(provider, secret, rawBody) };
}

function sentProof(provider: WebhookProvider, header: HeaderReader): string {
  return header(WEBHOOK_AUTH[provider].header)?.trim() ?? "";
}

/**
 * Every token a request offers: its main header, then the service's own ones. A basic
 * `Authorization` offers its credentials as sent and, when they decode as `user:password`,
 * the password (the token registered with the service).
 */
function sentTokens(auth: Extract<WebhookAuth, { kind: "token" }>, header: HeaderReader): string[] {
  const tokens: string[] = [];
  const main = header(auth.header)?.trim();
  if (main) tokens.push(main);
  for (const { name, form } of auth.alsoIn ?? []) {
    const value = header(name)?.trim();
    if (!value) continue;
    if (form === "plain") {
      tokens.push(value);
      continue;
    }
    const credentials = /^basic\s+(.+)$/i.exec(value)?.[1]?.trim();
    if (!credentials) continue;
    tokens.push(credentials);
    const decoded = Buffer.from(credentials, "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    if (colon >= 0 && Buffer.from(decoded, "utf8").toString("base64").replace(/=+$/, "") === credentials.replace(/=+$/, ""))
      tokens.push(decoded.slice(colon + 1));
  }
  return tokens;
}

function expectedProof(provider: WebhookProvider, secret: string, rawBody: string | Uint8Array): string {
  const auth = WEBHOOK_AUTH[provider];
  return auth.kind === "token"
    ? secret
    : // EasyPost normalises its secret (NFKD) before signing; a no-op for ASCII secrets.
      auth.prefix + createHmac("sha256", secret.normalize("NFKD")).update(rawBody).digest(auth.encoding);
}

function equalInConstantTime(sent: string, expected: string): boolean {
  const a = Buffer.from(sent, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
