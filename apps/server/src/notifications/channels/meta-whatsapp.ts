import { createHmac, timingSafeEqual } from "node:crypto";
import type { NotificationProviderAccount } from "@portal/db/repositories/notifications";
import { answerOf, misconfigured, noAnswer, secretsOf, type ChannelSender, type OutgoingMessage } from "./channel-sender.ts";

/**
 * Meta's WhatsApp Cloud API, template messages
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
 * POST {base}/{version}/{phone-number-id}/messages with `Authorization: Bearer <access token>` and
 * JSON { messaging_product: "whatsapp", to, type: "template", template: { name, language: { code },
 * components: [{ type: "body", parameters: [{ type: "text", text }] }] } }; the answer's
 * messages[0].id (wamid…) is what status webhooks name.
 * Account config: phone_number_id, api_version, template:<moment> (default portal_<moment>),
 * base_url (tests); secret: {"access_token", "app_secret"} (the app secret signs webhooks).
 */
export const META_GRAPH_URL = "https://graph.facebook.com";
export const META_API_VERSION = "v21.0";

export function metaWhatsAppSender({ fetch = globalThis.fetch, timeoutMs = 15_000 } = {}): ChannelSender {
  return {
    provider: "meta",
    async send(message: OutgoingMessage, account: NotificationProviderAccount | undefined) {
      const config = account?.config ?? {};
      const token = account ? secretsOf(account).access_token : undefined;
      if (!account || !config.phone_number_id || !token)
        return misconfigured("meta", "The brand's WhatsApp Cloud API account needs phone_number_id and access_token.");
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        // Cloud API numbers are digits with the country code, no "+".
        to: message.to.replace(/^\+/, ""),
        type: "template",
        template: {
          name: config[`template:${message.moment}`] ?? `portal_${message.moment.replaceAll("-", "_")}`,
          language: { code: message.locale },
          components: [{ type: "body", parameters: message.rendered.templateParameters.map((text) => ({ type: "text", text })) }],
        },
      };
      const url = `${config.base_url ?? META_GRAPH_URL}/${config.api_version ?? META_API_VERSION}/${encodeURIComponent(config.phone_number_id)}/messages`;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return await answerOf("meta", response, (answer) => (answer as { messages?: Array<{ id?: string }> } | undefined)?.messages?.[0]?.id);
      } catch (error) {
        return noAnswer("meta", error);
      }
    },
  };
}

/** Meta's webhook signature: X-Hub-Signature-256 = "sha256=" + hex HMAC-SHA256 of the raw body under the app secret. */
export function metaSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(rawBody).digest("hex")}`;
}

export function isMetaSignatureValid(appSecret: string, rawBody: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(metaSignature(appSecret, rawBody));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
