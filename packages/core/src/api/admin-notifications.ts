import * as v from "valibot";
import { isLocale } from "../locale/locales.ts";
import { MOMENTS } from "../notifications/moments.ts";
import { NOTIFY_CHANNELS } from "./notification-opt-in.ts";
import { OptionalParamSchema, requiredParam } from "./wire-fields.ts";

/** Where a message is in its life, as the console names it (the outbox's job status). */
export const NOTIFICATION_STATES = ["waiting", "sending", "sent", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** GET admin/notifications: the brand, and the log's filters (all optional). */
export const NotificationLogQuerySchema = v.object({
  brand: requiredParam("brand"),
  waybill: OptionalParamSchema,
  state: v.optional(v.picklist(NOTIFICATION_STATES, "state: choose waiting, sending, sent or failed.")),
  channel: v.optional(v.picklist(NOTIFY_CHANNELS, "channel: choose email, sms or whatsapp.")),
});

const HHMM = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "Write the time as HH:MM (00:00 to 23:59)."));

/** POST admin/notifications/settings: which moments and channels are on, quiet hours, the default language. */
export const NotificationSettingsBodySchema = v.object({
  moments: v.pipe(v.array(v.picklist(MOMENTS, "moments: one of the known moments.")), v.maxLength(MOMENTS.length)),
  channels: v.pipe(v.array(v.picklist(NOTIFY_CHANNELS, "channels: choose email, sms or whatsapp.")), v.maxLength(NOTIFY_CHANNELS.length)),
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
});
export type NotificationLogEntry = v.InferOutput<typeof NotificationLogEntrySchema>;

export const NotificationConsoleResultSchema = v.object({
  settings: v.nullable(
    v.object({ moments: v.array(v.string()), channels: v.array(v.string()), quiet_from: v.string(), quiet_to: v.string(), default_locale: v.string() }),
  ),
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
  settings: v.object({ moments: v.array(v.string()), channels: v.array(v.string()), quiet_from: v.string(), quiet_to: v.string(), default_locale: v.string() }),
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
  subject: v.string(),
  html: v.string(),
  text: v.string(),
  sms: v.string(),
});
export type NotificationPreviewResult = v.InferOutput<typeof NotificationPreviewResultSchema>;
