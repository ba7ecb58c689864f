/** The aggregators whose tracking webhooks the portal accepts: POST /api/v1/webhooks/{provider}. */
export const WEBHOOK_PROVIDERS = ["clickpost", "shiprocket", "aftership", "easypost"] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

export function isWebhookProvider(name: string): name is WebhookProvider {
  return (WEBHOOK_PROVIDERS as readonly string[]).includes(name);
}

/**
 * How each service proves a webhook is its own. HMAC services sign the raw body with a
 * secret shared through their dashboard; the others send a token the brand chose.
 * - clickpost: defines no signature; the brand's secret in `X-Webhook-Token`.
 * - shiprocket: the token set in its webhook settings, sent as `x-api-key`.
 * - aftership: base64 HMAC-SHA256 of the body in `aftership-hmac-sha256`.
 * - easypost: hex HMAC-SHA256 of the body in `X-Hmac-Signature` as `hmac-sha256-hex=…`.
 */
export type WebhookAuth = { kind: "token"; header: string } | { kind: "hmac-sha256"; header: string; encoding: "base64" | "hex"; prefix: string };

export const WEBHOOK_AUTH = {
  clickpost: { kind: "token", header: "x-webhook-token" },
  shiprocket: { kind: "token", header: "x-api-key" },
  aftership: { kind: "hmac-sha256", header: "aftership-hmac-sha256", encoding: "base64", prefix: "" },
  easypost: { kind: "hmac-sha256", header: "x-hmac-signature", encoding: "hex", prefix: "hmac-sha256-hex=" },
} as const satisfies Record<WebhookProvider, WebhookAuth>;

/** The scan code stored for a status the provider's table does not know: kept, shown with its text. */
export const UNMAPPED_STATUS_CODE = 0;
