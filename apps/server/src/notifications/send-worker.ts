import { NOTIFICATION_SWITCHED_OFF } from "@portal/core/api";
import { isLocale, DEFAULT_LOCALE } from "@portal/core/locale";
import { MOMENT_LINK, MOMENTS, type Moment } from "@portal/core/notifications";
import {
  claimNotifications,
  findConsent,
  findNotificationProvider,
  settleNotification,
  type Channel,
  type Notification,
  type NotificationProviderAccount,
} from "@portal/db/repositories/notifications";
import { createOutboxWorker, type BatchMemo, type OutboxHandler, type OutboxWorker, type OutboxWorkerOptions } from "../jobs/outbox-worker.ts";
import type { ChannelAnswer, ChannelSender } from "./channels/channel-sender.ts";
import { pickWording } from "./brand-wording.ts";
import { isTestSubject, messageBrandOf, messageContextOf, type MessageContext } from "./message-context.ts";
import { isSwitchedOn, notificationSettingsOf, type NotificationSettings } from "./notification-settings.ts";
import { nextNotificationAttempt } from "./notification-retry.ts";
import { renderMessage } from "./render-message.ts";
import { LINK_LIFETIME_SECONDS, signLink } from "./signed-link.ts";

/** The senders a worker uses: e-mail, and the SMS and WhatsApp providers by name. */
export interface ChannelSenders {
  email: ChannelSender;
  /** By provider name (twilio, msg91, meta): the brand's account for the channel picks one. */
  providers: Readonly<Record<string, ChannelSender>>;
}

/** The lease (staleAfterMs) defaults to a minute, a batch to 20 messages. */
export interface NotificationWorkerOptions extends OutboxWorkerOptions {
  senders: ChannelSenders;
  /** The key links are signed with (purpose "notification-link"). */
  linkKey: Buffer;
  /** `https://<brand host>` for a brand's subdomain: where its links and provider callbacks point. */
  originOf: (subdomain: string) => string;
}

/** runOnce resolves to how many messages were sent. */
export type NotificationWorker = OutboxWorker;

/** The outcome of a message whose moment × channel the brand switched off after it was queued (the console's log shows it). */
export const SWITCHED_OFF = NOTIFICATION_SWITCHED_OFF;

const isMoment = (value: string): value is Moment => (MOMENTS as readonly string[]).includes(value);

/**
 * Sends the outbox (notifications) through each channel's provider, through the outbox loop
 * (jobs/outbox-worker.ts): claims are exclusive, so two workers never hold one message; a
 * message is settled only after its provider answered, so a process killed mid-batch leaves
 * claims that another worker retakes once stale. Each attempt's answer is recorded; failures are retried
 * on a schedule and then given up. Logs ids, moments, channels and statuses, never an address,
 * a message body or a secret.
 */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, log, senders } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const accountOf = (brandId: string, channel: Channel, batch: BatchMemo) =>
    batch(`${brandId}\u0000${channel}`, () => findNotificationProvider(db, brandId, channel));
  const settingsOf = (brandId: string, batch: BatchMemo) => batch(`${brandId}\u0000settings`, () => notificationSettingsOf(db, brandId));
  // The brand's look, read once per claim like its settings: two queries fewer per message.
  const lookOf = (brandId: string, batch: BatchMemo) => batch(`${brandId}\u0000look`, () => messageBrandOf(db, brandId));

  const handler: OutboxHandler<Notification, ChannelAnswer & { at: Date }> = {
    async attempt(message, batch) {
      const answer = await attempt(
        message,
        message.channel as Channel,
        (brandId, channel) => accountOf(brandId, channel, batch),
        (brandId) => settingsOf(brandId, batch),
        (brandId) => lookOf(brandId, batch),
      );
      return { answer, verdict: answer.sent ? "done" : answer.retryable ? "retry" : "refused" };
    },
    retryAt: (attempts, at) => nextNotificationAttempt(attempts, at, random),
    report(message, { answer }, { settled }) {
      const fields = {
        notification: message.id,
        moment: message.moment,
        channel: message.channel,
        provider: answer.provider,
        attempt: message.attempts,
        status: answer.status ?? "none",
      };
      if (!settled) log.warn("notification claim lost before its answer was recorded", fields);
      else if (answer.sent) log.info("notification sent", fields);
      else log.warn("notification not sent", { ...fields, error: answer.error });
    },
  };

  async function attempt(
    message: Notification,
    channel: Channel,
    accountOf: (brandId: string, channel: Channel) => Promise<NotificationProviderAccount | undefined>,
    settingsOf: (brandId: string) => Promise<NotificationSettings>,
    lookOf: (brandId: string) => Promise<MessageContext["brand"] | undefined>,
  ): Promise<ChannelAnswer & { at: Date }> {
    const refused = (provider: string, error: string) => ({
      at: now(),
      provider,
      sent: false,
      retryable: false,
      status: null,
      providerMessageId: null,
      bodyExcerpt: null,
      error,
    });
    if (!isMoment(message.moment)) return refused("none", `Unknown moment ${message.moment}.`);
    // The grid is read again at send time (once per brand per round): a message queued before its
    // moment × channel was switched off is not sent. An admin's test send is sent whatever the grid says.
    if (!isTestSubject(message.shipmentId) && !isSwitchedOn(await settingsOf(message.brandId), message.moment, channel)) return refused("none", SWITCHED_OFF);
    // Consent is read again at send time: an unsubscribe or STOP stops messages already queued.
    const consent = await findConsent(db, message.brandId, channel, message.recipient);
    if (consent?.consent === "opted-out") return refused("none", "The shopper unsubscribed.");
    if (channel === "whatsapp" && consent?.consent !== "opted-in") return refused("none", "The shopper has not opted in to WhatsApp.");
    const context = await messageContextOf(db, message.brandId, message.shipmentId, lookOf);
    if (!context) return refused("none", "The shipment or return is no longer stored.");
    const account = channel === "email" ? undefined : await accountOf(message.brandId, channel);
    const sender = channel === "email" ? senders.email : account ? senders.providers[account.provider] : undefined;
    if (!sender) return refused(account?.provider ?? "none", `No ${channel} provider is set up for the brand.`);
    const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const origin = options.originOf(context.brand.subdomain);
    const exp = Math.floor(now().getTime() / 1000) + LINK_LIFETIME_SECONDS;
    // A test message opens no shipment: it goes to the brand's front page.
    const link = isTestSubject(message.shipmentId)
      ? `${origin}/`
      : `${origin}/n/${signLink(options.linkKey, { target: MOMENT_LINK[message.moment], brandId: message.brandId, ref: context.ref, locale, exp })}`;
    const unsubscribeUrl = `${origin}/n/${signLink(options.linkKey, { target: "unsubscribe", brandId: message.brandId, ref: `${channel}:${message.recipient}`, locale, exp })}`;
    // Read at send time like the brand's look: new wording is in every message not sent yet.
    const wording = pickWording(await settingsOf(message.brandId), message.moment, locale);
    const rendered = renderMessage({ moment: message.moment, locale, brand: context.brand, orderId: context.orderId, link, unsubscribeUrl, wording });
    const answer = await sender.send(
      {
        idempotencyKey: message.idempotencyKey,
        channel,
        moment: message.moment,
        locale,
        to: message.recipient,
        brand: context.brand,
        rendered,
        unsubscribeUrl,
        statusCallbackUrl: `${origin}/api/v1/notifications/receipts/${sender.provider}`,
      },
      account,
    );
    return { ...answer, at: now() };
  }

  return createOutboxWorker(options, {
    name: "notification",
    table: { claim: claimNotifications, settle: (on, { done, ...rest }) => settleNotification(on, { ...rest, sent: done }) },
    handler,
    // Answers that arrive together share a commit (a disk flush), and one message hanging at
    // its provider holds back no other's record: a process killed then resends only what hung.
    settle: "grouped",
    staleAfterMs: 60_000,
    batchSize: 20,
  });
}
