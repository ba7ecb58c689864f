/** The aggregators whose tracking webhooks the portal accepts: POST /api/v1/webhooks/{provider}. */
export const WEBHOOK_PROVIDERS = ["clickpost", "shiprocket", "aftership", "easypost"] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

export function isWebhookProvider(name: string): name is WebhookProvider {
  return (WEBHOOK_PROVIDERS as readonly string[]).includes(name);
}

/**
 * How each service proves a webhook is its own. HMAC services sign the raw body with a
 * secret shared through their dashboard; the others send a token the brand chose.
 * - clickpost: defines no signature; the key registered with the webhook, sent as `webhook_key`
 *   (its "Track Return Order" page) or as `Authorization` (basic token auth: `Basic <token>` or
 *   `Basic base64(user:token)`); `X-Webhook-Token` is also accepted.
 * - shiprocket: the token set in its webhook settings, sent as `x-api-key`.
 * - aftership: base64 HMAC-SHA256 of the body in `aftership-hmac-sha256`.
 * - easypost: hex HMAC-SHA256 of the body in `X-Hmac-Signature` as `hmac-sha256-hex=…`.
 */
export type WebhookAuth =
  | {
      kind: "token";
      /** The header a test (or the brand's own system) sends. */
      header: string;
      /** Further headers the service itself sends the token in, read in this order. */
      alsoIn?: readonly TokenHeader[];
    }
  | { kind: "hmac-sha256"; header: string; encoding: "base64" | "hex"; prefix: string };

/** A header carrying a token: as it is, or in HTTP basic form. */
export interface TokenHeader {
  name: string;
  form: "plain" | "basic";
}

export const WEBHOOK_AUTH = {
  clickpost: {
    kind: "token",
    header: "x-webhook-token",
    alsoIn: [
      { name: "webhook_key", form: "plain" },
      { name: "authorization", form: "basic" },
    ],
  },
  shiprocket: { kind: "token", header: "x-api-key" },
  aftership: { kind: "hmac-sha256", header: "aftership-hmac-sha256", encoding: "base64", prefix: "" },
  easypost: { kind: "hmac-sha256", header: "x-hmac-signature", encoding: "hex", prefix: "hmac-sha256-hex=" },
} as const satisfies Record<WebhookProvider, WebhookAuth>;

/** The scan code stored for a status the provider's table does not know: kept, shown with its text. */
export const UNMAPPED_STATUS_CODE = 0;
