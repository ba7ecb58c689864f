import * as v from "valibot";
import { isLocale } from "../locale/locales.ts";
import { MOMENTS } from "../notifications/moments.ts";
import { isAddressFor, NOTIFY_CHANNELS } from "./notification-opt-in.ts";
import { OptionalParamSchema, requiredParam } from "./wire-fields.ts";

/** Where a message is in its life, as the console names it (the outbox's job status). */
export const NOTIFICATION_STATES = ["waiting", "sending", "sent", "failed"] as const;

/**
 * The recorded outcome (`last_error`) of a message whose moment × channel the brand switched off
 * after it was queued: the send worker settles it unsent with this text, the console shows it translated.
 */
export const NOTIFICATION_SWITCHED_OFF = "Switched off: the brand no longer sends this moment on this channel.";
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** GET admin/notifications: the brand, and the log's filters (all optional). */
export const NotificationLogQuerySchema = v.object({
  brand: requiredParam("brand"),
  waybill: OptionalParamSchema,
  state: v.optional(v.picklist(NOTIFICATION_STATES, "state: choose waiting, sending, sent or failed.")),
  channel: v.optional(v.picklist(NOTIFY_CHANNELS, "channel: choose email, sms or whatsapp.")),
});

const HHMM = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Write the time as HH:MM (00:00 to 23:59)."));

/** One cell of the moment × channel grid that is switched on. */
export const NotificationSwitchSchema = v.object({
  moment: v.picklist(MOMENTS, "moments: one of the known moments."),
  channel: v.picklist(NOTIFY_CHANNELS, "channels: choose email, sms or whatsapp."),
});
export type NotificationSwitch = v.InferOutput<typeof NotificationSwitchSchema>;

/** POST admin/notifications/settings: which moment goes out on which channel, quiet hours, the default language. */
export const NotificationSettingsBodySchema = v.object({
  switches: v.pipe(v.array(NotificationSwitchSchema), v.maxLength(MOMENTS.length * NOTIFY_CHANNELS.length)),
  quiet_from: HHMM,
  quiet_to: HHMM,
  default_locale: v.pipe(v.string(), v.check(isLocale, "default_locale: one of the portal's languages.")),
});
export type NotificationSettingsBody = v.InferInput<typeof NotificationSettingsBodySchema>;

/** POST admin/notifications/replay: a failed message to send again. */
export const NotificationReplayBodySchema = v.object({
  message_id: v.pipe(v.string(), v.trim(), v.minLength(1, "message_id is required."), v.maxLength(100)),
});

/** One message of the sending log: no address (masked), no body. */
export const NotificationLogEntrySchema = v.object({
  id: v.string(),
  waybill: v.nullable(v.string()),
  moment: v.string(),
  channel: v.string(),
  /** The address, masked: the console shows whose message it is without the whole address. */
  recipient: v.string(),
  locale: v.string(),
  state: v.picklist(NOTIFICATION_STATES),
  attempts: v.number(),
  created_at: v.string(),
  next_attempt_at: v.nullable(v.string()),
  last_attempt_at: v.nullable(v.string()),
  last_response_status: v.nullable(v.number()),
  last_error: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  receipt_status: v.nullable(v.string()),
  /** An admin's test send (never to a shopper). */
  test: v.boolean(),
});
export type NotificationLogEntry = v.InferOutput<typeof NotificationLogEntrySchema>;

/** The settings as stored: the grid's cells, the moments and channels any cell uses, quiet hours, the default language. */
const StoredSettingsSchema = v.object({
  switches: v.array(v.object({ moment: v.string(), channel: v.string() })),
  moments: v.array(v.string()),
  channels: v.array(v.string()),
  quiet_from: v.string(),
  quiet_to: v.string(),
  default_locale: v.string(),
});

export const NotificationConsoleResultSchema = v.object({
  settings: v.nullable(StoredSettingsSchema),
  moments: v.array(v.string()),
  channels: v.array(v.string()),
  /** The provider account of each channel that has one (never its secret). */
  providers: v.array(v.object({ channel: v.string(), provider: v.string() })),
  /** Messages per state, all of the brand's (not only the filtered page). */
  counts: v.record(v.picklist(NOTIFICATION_STATES), v.number()),
  /** Opt-ins from tracking pages and opt-outs (unsubscribe, STOP), per channel. */
  consents: v.array(v.object({ channel: v.string(), opted_in: v.number(), opted_out: v.number() })),
  messages: v.array(NotificationLogEntrySchema),
});
export type NotificationConsoleResult = v.InferOutput<typeof NotificationConsoleResultSchema>;

/** The answer of POST admin/notifications/settings: the settings as stored. */
export const NotificationSettingsResultSchema = v.object({
  settings: StoredSettingsSchema,
});
export type NotificationSettingsResult = v.InferOutput<typeof NotificationSettingsResultSchema>;

/** The answer of POST admin/notifications/replay: the message as it now stands (waiting again). */
export const NotificationReplayResultSchema = v.object({ message: v.nullable(NotificationLogEntrySchema) });
export type NotificationReplayResult = v.InferOutput<typeof NotificationReplayResultSchema>;

/** The sending log's filters as the console holds them ("" or left out: any). */
export type NotificationLogFilter = Partial<Omit<v.InferOutput<typeof NotificationLogQuerySchema>, "brand">>;

/** GET admin/notifications/preview: one moment's message in one language, as the outbox would render it. */
export const NotificationPreviewQuerySchema = v.object({
  brand: requiredParam("brand"),
  moment: v.picklist(MOMENTS, "moment: one of the known moments."),
  locale: v.pipe(v.string(), v.check(isLocale, "locale: one of the portal's languages.")),
});

/** The preview: e-mail subject, HTML and plain text, and the SMS text; links point nowhere (a preview grants no access). */
export const NotificationPreviewResultSchema = v.object({
  order_id: v.string(),
  /** The brand's own sentence for this moment in this language, "" when it wrote none (the preview then uses the fallback). */
  wording: v.string(),
  subject: v.string(),
  html: v.string(),
  text: v.string(),
  sms: v.string(),
});
export type NotificationPreviewResult = v.InferOutput<typeof NotificationPreviewResultSchema>;

/** The longest wording a brand may write: one SMS segment's worth, with room for the brand's name and the link. */
export const WORDING_MAX_LENGTH = 160;

/**
 * The brand's own sentence for a moment: plain text (no markup, no line breaks), at most
 * WORDING_MAX_LENGTH characters; `{order}` stands for the order number. Empty removes it.
 */
export const WordingTextSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(WORDING_MAX_LENGTH, `text: at most ${WORDING_MAX_LENGTH} characters.`),
  v.check((text) => !/[<>]/.test(text), "text: plain words only, no < or >."),
  v.check((text) => ![...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), "text: one line, no control characters."),
);

/** POST admin/notifications/wording: the brand's sentence for one moment in one language ("" goes back to ours). */
export const NotificationWordingBodySchema = v.object({
  moment: v.picklist(MOMENTS, "moment: one of the known moments."),
  locale: v.pipe(v.string(), v.check(isLocale, "locale: one of the portal's languages.")),
  text: WordingTextSchema,
});
export type NotificationWordingBody = v.InferInput<typeof NotificationWordingBodySchema>;

export const NotificationWordingResultSchema = v.object({ moment: v.string(), locale: v.string(), text: v.string() });
export type NotificationWordingResult = v.InferOutput<typeof NotificationWordingResultSchema>;

/** Test messages a brand may send per hour: enough to check each channel, too few to spam anyone. */
export const TEST_SENDS_PER_HOUR = 10;

/**
 * POST admin/notifications/test: one moment's message, in one language, to an address the admin
 * types (never a shopper's). It goes through the outbox like any other, marked as a test.
 */
export const NotificationTestSendBodySchema = v.pipe(
  v.object({
    moment: v.picklist(MOMENTS, "moment: one of the known moments."),
    channel: v.picklist(NOTIFY_CHANNELS, "channel: choose email, sms or whatsapp."),
    locale: v.pipe(v.string(), v.check(isLocale, "locale: one of the portal's languages.")),
    address: v.pipe(v.string(), v.trim(), v.minLength(1, "address is required."), v.maxLength(254, "address: at most 254 characters.")),
  }),
  v.forward(
    v.check((body) => isAddressFor(body.channel, body.address), "address: an e-mail for e-mail, a phone with its country code for SMS and WhatsApp."),
    ["address"],
  ),
);
export type NotificationTestSendBody = v.InferInput<typeof NotificationTestSendBodySchema>;

/** The answer of POST admin/notifications/test: the queued message as the log shows it. */
export const NotificationTestSendResultSchema = v.object({ message: v.nullable(NotificationLogEntrySchema) });
export type NotificationTestSendResult = v.InferOutput<typeof NotificationTestSendResultSchema>;
