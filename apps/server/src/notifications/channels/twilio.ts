import { createHmac, timingSafeEqual } from "node:crypto";
import type { NotificationProviderAccount } from "@portal/db/repositories/notifications";
import { answerOf, misconfigured, noAnswer, secretsOf, type ChannelSender, type OutgoingMessage } from "./channel-sender.ts";

/**
 * Twilio's Messages API, for SMS and WhatsApp (https://www.twilio.com/docs/messaging/api/message-resource):
 * POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth (Account SID and
 * Auth Token), a form body with To, From (or MessagingServiceSid), Body, StatusCallback; WhatsApp
 * addresses are `whatsapp:+E164` and a pre-approved template is ContentSid + ContentVariables.
 * The answer (201) is the Message resource, whose `sid` receipts name.
 * Account config: account_sid, from, messaging_service_sid, content_sid:<moment> (WhatsApp),
 * base_url (tests); secret: {"auth_token"}.
 */
export const TWILIO_BASE_URL = "https://api.twilio.com";

export function twilioSender({ fetch = globalThis.fetch, timeoutMs = 15_000 } = {}): ChannelSender {
  return {
    provider: "twilio",
    async send(message: OutgoingMessage, account: NotificationProviderAccount | undefined) {
      const config = account?.config ?? {};
      const token = account ? secretsOf(account).auth_token : undefined;
      const sid = config.account_sid;
      if (!account || !sid || !token) return misconfigured("twilio", "The brand's Twilio account needs account_sid and auth_token.");
      const whatsapp = message.channel === "whatsapp";
      const form = new URLSearchParams();
      form.set("To", whatsapp ? `whatsapp:${message.to}` : message.to);
      if (config.messaging_service_sid) form.set("MessagingServiceSid", config.messaging_service_sid);
      else if (config.from) form.set("From", whatsapp ? `whatsapp:${config.from}` : config.from);
      else return misconfigured("twilio", "The brand's Twilio account needs from or messaging_service_sid.");
      if (whatsapp) {
        const contentSid = config[`content_sid:${message.moment}`];
        if (!contentSid) return misconfigured("twilio", `No approved WhatsApp template (content_sid:${message.moment}) for this moment.`);
        form.set("ContentSid", contentSid);
        const [first, second] = message.rendered.templateParameters;
        form.set("ContentVariables", JSON.stringify({ 1: first, 2: second }));
      } else {
        form.set("Body", message.rendered.sms);
      }
      if (message.statusCallbackUrl) form.set("StatusCallback", message.statusCallbackUrl);
      const url = `${config.base_url ?? TWILIO_BASE_URL}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
          body: form.toString(),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return await answerOf("twilio", response, (body) => (body as { sid?: unknown } | undefined)?.sid as string | undefined);
      } catch (error) {
        return noAnswer("twilio", error);
      }
    },
  };
}

/**
 * Twilio's request signature (https://www.twilio.com/docs/usage/security#validating-requests):
 * base64 HMAC-SHA1, under the Auth Token, of the full URL followed by each POST parameter's
 * name and value, sorted by name; sent as X-Twilio-Signature.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const names = [...new Set(params.keys())].sort();
  const data =
    url +
    names
      .map((name) =>
        params
          .getAll(name)
          .map((value) => name + value)
          .join(""),
      )
      .join("");
  return createHmac("sha1", authToken).update(data).digest("base64");
}

export function isTwilioSignatureValid(authToken: string, url: string, params: URLSearchParams, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
