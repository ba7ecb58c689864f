import { Hono, type Context } from "hono";
import { findNotificationProvidersOf, recordNotificationReceipt, saveConsent, type NotificationProviderAccount } from "@portal/db/repositories/notifications";
import { sendFail, sendOk } from "../../http/envelope.ts";
import { readBodyBytes } from "../../http/request-input.ts";
import { secretsOf } from "../../notifications/channels/channel-sender.ts";
import { isMetaSignatureValid } from "../../notifications/channels/meta-whatsapp.ts";
import { isTwilioSignatureValid } from "../../notifications/channels/twilio.ts";
import type { ApiDeps } from "../api-deps.ts";
import { requestOrigin } from "../storage/request-origin.ts";
import { resolveApiBrand } from "../request-brand.ts";

/** Receipts and replies are small; this bounds what a stranger can make us read. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Words a shopper replies to stop messages (the carriers' and Twilio's opt-out keywords). */
const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);

export const isStopWord = (text: string) => STOP_WORDS.has(text.trim().toUpperCase());

/**
 * Provider callbacks on a brand's host, each authenticated with the brand's own account secret:
 * - POST notifications/receipts/twilio: Twilio's status callback (form: MessageSid, MessageStatus),
 *   signed with X-Twilio-Signature (https://www.twilio.com/docs/messaging/guides/track-outbound-message-status);
 * - POST notifications/inbound/twilio: a shopper's reply; STOP (and Twilio's other opt-out words)
 *   unsubscribes that number from SMS (or WhatsApp, for a whatsapp: sender) at once;
 * - GET/POST notifications/receipts/meta: the WhatsApp Cloud API webhook (verification handshake;
 *   statuses[] receipts and messages[] replies, signed with X-Hub-Signature-256,
 *   https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
 * A receipt names the provider's message id; the outbox row that holds it records the status.
 */
export function createNotificationWebhookRoutes(deps: ApiDeps): Hono {
  const routes = new Hono();

  async function accountsOf(c: Context, provider: string): Promise<NotificationProviderAccount[] | undefined> {
    const brand = await resolveApiBrand(c, deps);
    if (!brand) return undefined;
    const accounts = await findNotificationProvidersOf(deps.db, brand.id, provider);
    return accounts.length > 0 ? accounts : undefined;
  }

  async function twilioForm(
    c: Context,
  ): Promise<{ ok: true; form: URLSearchParams; account: NotificationProviderAccount } | { ok: false; response: Response }> {
    const accounts = await accountsOf(c, "twilio");
    const unsigned = { ok: false as const, response: sendFail(c, 401, "The request is not signed with this brand's Twilio account.") };
    if (!accounts || !c.req.header("x-twilio-signature")) return unsigned;
    const raw = await readBodyBytes(c, BODY_LIMIT_BYTES);
    if (!raw.ok) return { ok: false, response: sendFail(c, raw.status, "The body is too large.") };
    const form = new URLSearchParams(new TextDecoder().decode(raw.bytes));
    const url = `${requestOrigin(c, deps.env)}${new URL(c.req.url).pathname}`;
    const account = accounts.find((a) => isTwilioSignatureValid(secretsOf(a).auth_token ?? "", url, form, c.req.header("x-twilio-signature")));
    return account ? { ok: true, form, account } : unsigned;
  }

  routes.post("/notifications/receipts/twilio", async (c) => {
    const read = await twilioForm(c);
    if (!read.ok) return read.response;
    const sid = read.form.get("MessageSid") ?? read.form.get("SmsSid");
    const status = read.form.get("MessageStatus") ?? read.form.get("SmsStatus");
    if (!sid || !status) return sendFail(c, 400, "MessageSid and MessageStatus are required.");
    const known = await recordNotificationReceipt(deps.db, {
      brandId: read.account.brandId,
      provider: "twilio",
      providerMessageId: sid,
      status,
      at: deps.now(),
    });
    return sendOk(c, { recorded: known });
  });

  routes.post("/notifications/inbound/twilio", async (c) => {
    const read = await twilioForm(c);
    if (!read.ok) return read.response;
    const from = read.form.get("From") ?? "";
    if (isStopWord(read.form.get("Body") ?? "")) {
      const whatsapp = from.startsWith("whatsapp:");
      const address = `+${from.replace(/\D/g, "")}`;
      await saveConsent(deps.db, { brandId: read.account.brandId, channel: whatsapp ? "whatsapp" : "sms", address, consent: "opted-out", now: deps.now() });
      deps.log.info("notification STOP received", { brand: read.account.brandId, channel: whatsapp ? "whatsapp" : "sms" });
    }
    // An empty TwiML answer: Twilio sends its own opt-out confirmation for STOP.
    return c.body("<Response></Response>", 200, { "content-type": "text/xml" });
  });

  routes.get("/notifications/receipts/meta", async (c) => {
    const accounts = await accountsOf(c, "meta");
    const token = c.req.query("hub.verify_token");
    const ok = c.req.query("hub.mode") === "subscribe" && token && accounts?.some((a) => a.config.verify_token === token);
    return ok ? c.text(c.req.query("hub.challenge") ?? "") : sendFail(c, 403, "The verify token does not match this brand's WhatsApp account.");
  });

  routes.post("/notifications/receipts/meta", async (c) => {
    const accounts = await accountsOf(c, "meta");
    const unsigned = () => sendFail(c, 401, "The request is not signed with this brand's WhatsApp app secret.");
    if (!accounts || !c.req.header("x-hub-signature-256")) return unsigned();
    const raw = await readBodyBytes(c, BODY_LIMIT_BYTES);
    if (!raw.ok) return sendFail(c, raw.status, "The body is too large.");
    const text = new TextDecoder().decode(raw.bytes);
    const account = accounts.find((a) => isMetaSignatureValid(secretsOf(a).app_secret ?? "", text, c.req.header("x-hub-signature-256")));
    if (!account) return unsigned();
    let body: MetaWebhook;
    try {
      body = JSON.parse(text) as MetaWebhook;
    } catch {
      return sendFail(c, 400, "The body must be a JSON document.");
    }
    let recorded = 0;
    for (const change of (body.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
      for (const status of change.value?.statuses ?? []) {
        if (typeof status.id !== "string" || typeof status.status !== "string") continue;
        const at = Number(status.timestamp) > 0 ? new Date(Number(status.timestamp) * 1000) : deps.now();
        if (await recordNotificationReceipt(deps.db, { brandId: account.brandId, provider: "meta", providerMessageId: status.id, status: status.status, at }))
          recorded += 1;
      }
      for (const message of change.value?.messages ?? []) {
        if (typeof message.from === "string" && isStopWord(message.text?.body ?? message.button?.text ?? "")) {
          await saveConsent(deps.db, {
            brandId: account.brandId,
            channel: "whatsapp",
            address: `+${message.from.replace(/\D/g, "")}`,
            consent: "opted-out",
            now: deps.now(),
          });
        }
      }
    }
    return sendOk(c, { recorded });
  });
  return routes;
}

/** The parts of a WhatsApp Cloud API webhook read here. */
interface MetaWebhook {
  entry?: Array<{
    changes?: Array<{
      value?: {
        statuses?: Array<{ id?: unknown; status?: unknown; timestamp?: unknown }>;
        messages?: Array<{ from?: unknown; text?: { body?: string }; button?: { text?: string } }>;
      };
    }>;
  }>;
}
