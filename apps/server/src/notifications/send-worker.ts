import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
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
import type { Database } from "@portal/db/schema";
import type { Logger } from "../log/logger.ts";
import type { ChannelAnswer, ChannelSender } from "./channels/channel-sender.ts";
import { messageContextOf } from "./message-context.ts";
import { nextNotificationAttempt } from "./notification-retry.ts";
import { renderMessage } from "./render-message.ts";
import { LINK_LIFETIME_SECONDS, signLink } from "./signed-link.ts";

/** The senders a worker uses: e-mail, and the SMS and WhatsApp providers by name. */
export interface ChannelSenders {
  email: ChannelSender;
  /** By provider name (twilio, msg91, meta): the brand's account for the channel picks one. */
  providers: Readonly<Record<string, ChannelSender>>;
}

export interface NotificationWorkerOptions {
  db: Kysely<Database>;
  log: Logger;
  senders: ChannelSenders;
  /** The key links are signed with (purpose "notification-link"). */
  linkKey: Buffer;
  /** `https://<brand host>` for a brand's subdomain: where its links and provider callbacks point. */
  originOf: (subdomain: string) => string;
  now?: () => Date;
  pollIntervalMs?: number;
  /** A claim older than this is presumed dead (its process was killed) and retaken. */
  staleAfterMs?: number;
  batchSize?: number;
  random?: () => number;
}

export interface NotificationWorker {
  readonly id: string;
  /** Claims and sends the messages due now; resolves to how many were sent. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const isMoment = (value: string): value is Moment => (MOMENTS as readonly string[]).includes(value);

/**
 * Sends the outbox (notifications) through each channel's provider, on any number of replicas:
 * rows are claimed exclusively (job-claims.ts), so two workers never hold one message; a message
 * is settled only after its provider answered, so a process killed mid-batch leaves claims that
 * another worker retakes once stale. Each attempt's answer is recorded; failures are retried
 * on a schedule and then given up. Logs ids, moments, channels and statuses, never an address,
 * a message body or a secret.
 */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  const { db, log, senders } = options;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const random = options.random ?? Math.random;
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function runOnce(): Promise<number> {
    const at = now();
    const token = `${id}:${randomUUID()}`;
    const claimed = await claimNotifications(db, { token, now: at, staleBefore: new Date(at.getTime() - staleAfterMs), limit: batchSize });
    const accounts = new Map<string, Promise<NotificationProviderAccount | undefined>>();
    const accountOf = (brandId: string, channel: Channel) => {
      const key = `${brandId}\u0000${channel}`;
      let found = accounts.get(key);
      if (!found) accounts.set(key, (found = findNotificationProvider(db, brandId, channel)));
      return found;
    };
    const answers = await Promise.all(claimed.map((message) => attempt(message, message.channel as Channel, accountOf)));
    // Every answer of the batch recorded in one transaction: one commit (one disk flush) per
    // batch, not per message. A process killed before it leaves the whole batch claimed, and
    // it is sent again once stale: at least once, never lost.
    const settled = await db.transaction().execute(async (trx) => {
      const results: boolean[] = [];
      for (const [index, message] of claimed.entries()) {
        const answer = answers[index]!;
        const retryAt = answer.sent || !answer.retryable ? undefined : nextNotificationAttempt(message.attempts, answer.at, random);
        results.push(await settleNotification(trx, { id: message.id, token, sent: answer.sent, retryAt, answer }));
      }
      return results;
    });
    for (const [index, message] of claimed.entries()) report(message, answers[index]!, settled[index]!);
    return claimed.filter((_, index) => settled[index] && answers[index]!.sent).length;
  }

  function report(message: Notification, answer: ChannelAnswer, settled: boolean): void {
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
  }

  async function attempt(
    message: Notification,
    channel: Channel,
    accountOf: (brandId: string, channel: Channel) => Promise<NotificationProviderAccount | undefined>,
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
    // Consent is read again at send time: an unsubscribe or STOP stops messages already queued.
    const consent = await findConsent(db, message.brandId, channel, message.recipient);
    if (consent?.consent === "opted-out") return refused("none", "The shopper unsubscribed.");
    if (channel === "whatsapp" && consent?.consent !== "opted-in") return refused("none", "The shopper has not opted in to WhatsApp.");
    if (!isMoment(message.moment)) return refused("none", `Unknown moment ${message.moment}.`);
    const context = await messageContextOf(db, message.brandId, message.shipmentId);
    if (!context) return refused("none", "The shipment or return is no longer stored.");
    const account = channel === "email" ? undefined : await accountOf(message.brandId, channel);
    const sender = channel === "email" ? senders.email : account ? senders.providers[account.provider] : undefined;
    if (!sender) return refused(account?.provider ?? "none", `No ${channel} provider is set up for the brand.`);
    const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
    const origin = options.originOf(context.brand.subdomain);
    const exp = Math.floor(now().getTime() / 1000) + LINK_LIFETIME_SECONDS;
    const link = `${origin}/n/${signLink(options.linkKey, { target: MOMENT_LINK[message.moment], brandId: message.brandId, ref: context.ref, locale, exp })}`;
    const unsubscribeUrl = `${origin}/n/${signLink(options.linkKey, { target: "unsubscribe", brandId: message.brandId, ref: `${channel}:${message.recipient}`, locale, exp })}`;
    const rendered = renderMessage({ moment: message.moment, locale, brand: context.brand, orderId: context.orderId, link, unsubscribeUrl });
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

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error("notification worker poll failed", { error: error instanceof Error ? error.message : String(error) });
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      void running.then((count) => schedule(count >= batchSize ? 0 : pollIntervalMs));
    }, delayMs);
    timer.unref();
  }

  return {
    id,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(pollIntervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
