import * as v from "valibot";
import { envelopeSchema } from "./envelope.ts";
import { TrackingIdQuerySchema } from "./wire-fields.ts";

/** The channels a shopper can ask for updates on (the server's outbox channels). */
export const NOTIFY_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** The opt-in takes the tracking link's query: tracking_id and the optional security_key. */
export const NotificationOptInQuerySchema = TrackingIdQuerySchema;
export type NotificationOptInQuery = v.InferInput<typeof NotificationOptInQuerySchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone as typed: digits with the usual separators and an optional leading +, 8 to 15 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

/** Whether a typed address suits the channel: an e-mail for e-mail, a phone number for SMS and WhatsApp. */
export function isAddressFor(channel: NotifyChannel, address: string): boolean {
  const typed = address.trim();
  if (channel === "email") return typed.length <= 254 && EMAIL.test(typed);
  const digits = typed.replace(/\D/g, "").length;
  return PHONE.test(typed) && digits >= 8 && digits <= 15;
}

/**
 * "Get updates for this shipment" from the tracking page (issue 35 item 4): the channel, the
 * address to send to and the shopper's explicit consent. The page and the server check the
 * same schema; the messages are validation keys the server answers in the page's language.
 */
export const NotificationOptInBodySchema = v.pipe(
  v.object({
    channel: v.picklist(NOTIFY_CHANNELS, "option"),
    address: v.pipe(v.string("email"), v.trim(), v.maxLength(254, "email")),
    consent: v.literal(true, "consent"),
  }),
  // The address's message names what the channel needs: an e-mail, or a phone with its area code.
  v.forward(
    v.check((body) => body.channel !== "email" || isAddressFor("email", body.address), "email"),
    ["address"],
  ),
  v.forward(
    v.check((body) => body.channel === "email" || isAddressFor(body.channel, body.address), "phone-international"),
    ["address"],
  ),
);
export type NotificationOptInBody = v.InferInput<typeof NotificationOptInBodySchema>;

export const NotificationOptInResultSchema = v.object({ channel: v.picklist(NOTIFY_CHANNELS) });
export type NotificationOptInResult = v.InferOutput<typeof NotificationOptInResultSchema>;
export const NotificationOptInResponseSchema = envelopeSchema(NotificationOptInResultSchema);
