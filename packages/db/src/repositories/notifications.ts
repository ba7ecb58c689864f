import type { Kysely } from "kysely";
import { NO_ATTEMPT_YET, claimJobRows, newJobColumns, settleAttempt, type AttemptAnswer } from "../job-claims.ts";
import type { NotificationRow } from "../schema-notifications.ts";
import type { Database } from "../schema.ts";
import { camelCaseRow, type CamelCased } from "./row-case.ts";

const TABLE = "notifications";

/** The ways a message reaches a shopper. */
export const CHANNELS = ["email", "sms", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** A brand's settings as stored (moments and channels switched on, quiet hours). */
export interface StoredNotificationSettings {
  moments: string[];
  channels: string[];
  quietFrom: string;
  quietTo: string;
  defaultLocale: string;
  /** Hours before an unanswered failed-delivery form gets its reminder; stored default when left out. */
  ndrReminderHours?: number;
  /** The moment × channel grid (moment → its channels); null or left out: each moment on every channel listed. */
  switches?: Record<string, string[]> | null;
  /** The brand's own sentence per moment and language (moment → locale → text); left out: kept as stored. */
  wording?: Record<string, Record<string, string>> | null;
}

const parsedJson = <T>(text: string | null): T | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    // A value no reader can use is the same as none: the defaults apply.
    return null;
  }
};

export async function findNotificationSettings(db: Kysely<Database>, brandId: string): Promise<StoredNotificationSettings | undefined> {
  const row = await db.selectFrom("notification_settings").selectAll().where("brand_id", "=", brandId).executeTakeFirst();
  return (
    row && {
      moments: JSON.parse(row.moments) as string[],
      channels: JSON.parse(row.channels) as string[],
      quietFrom: row.quiet_from,
      quietTo: row.quiet_to,
      defaultLocale: row.default_locale,
      ndrReminderHours: row.ndr_reminder_hours,
      switches: parsedJson<Record<string, string[]>>(row.switches),
      wording: parsedJson<Record<string, Record<string, string>>>(row.wording),
    }
  );
}

export async function saveNotificationSettings(
  db: Kysely<Database>,
  brandId: string,
  settings: StoredNotificationSettings,
  { now }: { now: Date },
): Promise<void> {
  const at = now.toISOString();
  const values = {
    moments: JSON.stringify(settings.moments),
    channels: JSON.stringify(settings.channels),
    quiet_from: settings.quietFrom,
    quiet_to: settings.quietTo,
    default_locale: settings.defaultLocale,
    ...(settings.ndrReminderHours === undefined ? {} : { ndr_reminder_hours: settings.ndrReminderHours }),
    ...(settings.switches === undefined ? {} : { switches: settings.switches && JSON.stringify(settings.switches) }),
    ...(settings.wording === undefined ? {} : { wording: settings.wording && JSON.stringify(settings.wording) }),
  };
  await db
    .insertInto("notification_settings")
    .values({ brand_id: brandId, ...values, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column("brand_id").doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

/** A brand's account with an SMS or WhatsApp provider. The secret is read only by the send worker. */
export interface NotificationProviderAccount {
  brandId: string;
  channel: Channel;
  provider: string;
  config: Record<string, string>;
  secret: string;
}

export async function findNotificationProvider(db: Kysely<Database>, brandId: string, channel: Channel): Promise<NotificationProviderAccount | undefined> {
  const row = await db.selectFrom("notification_providers").selectAll().where("brand_id", "=", brandId).where("channel", "=", channel).executeTakeFirst();
  return row && { brandId, channel, provider: row.provider, config: JSON.parse(row.config) as Record<string, string>, secret: row.secret };
}

export async function saveNotificationProvider(db: Kysely<Database>, account: NotificationProviderAccount, { now }: { now: Date }): Promise<void> {
  const values = { provider: account.provider, config: JSON.stringify(account.config), secret: account.secret, updated_at: now.toISOString() };
  await db
    .insertInto("notification_providers")
    .values({ brand_id: account.brandId, channel: account.channel, ...values })
    .onConflict((oc) => oc.columns(["brand_id", "channel"]).doUpdateSet(values))
    .execute();
}

/** The brands' accounts whose provider is `provider` (a receipt or an inbound STOP names only the provider). */
export async function findNotificationProvidersOf(db: Kysely<Database>, brandId: string, provider: string): Promise<NotificationProviderAccount[]> {
  const rows = await db.selectFrom("notification_providers").selectAll().where("brand_id", "=", brandId).where("provider", "=", provider).execute();
  return rows.map((row) => ({
    brandId,
    channel: row.channel as Channel,
    provider,
    config: JSON.parse(row.config) as Record<string, string>,
    secret: row.secret,
  }));
}

export type Notification = CamelCased<NotificationRow>;

export interface NewNotification {
  id: string;
  brandId: string;
  idempotencyKey: string;
  shipmentId: string;
  moment: string;
  channel: Channel;
  recipient: string;
  locale: string;
  readyAt: Date;
  now: Date;
}

/**
 * Adds messages to the outbox; one whose idempotency key is stored already is skipped (the same
 * moment is never sent twice). Works inside a transaction. Answers how many were added.
 */
export async function insertNotifications(db: Kysely<Database>, messages: readonly NewNotification[]): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = messages.map((m) => ({
    id: m.id,
    brand_id: m.brandId,
    idempotency_key: m.idempotencyKey,
    subject: m.shipmentId,
    shipment_id: m.shipmentId,
    moment: m.moment,
    channel: m.channel,
    recipient: m.recipient,
    locale: m.locale,
    ...newJobColumns(m.readyAt.toISOString()),
    provider: null,
    provider_message_id: null,
    ...NO_ATTEMPT_YET,
    sent_at: null,
    receipt_status: null,
    receipt_at: null,
    created_at: m.now.toISOString(),
    updated_at: m.now.toISOString(),
  }));
  let added = 0;
  // 500 rows of 25 columns stay under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    const result = await db
      .insertInto("notifications")
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** The moments already in the outbox for each shipment (sent or waiting). */
export async function storedMoments(db: Kysely<Database>, shipmentIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const found = new Map<string, Map<string, number>>();
  for (let i = 0; i < shipmentIds.length; i += 500) {
    const rows = await db
      .selectFrom("notifications")
      .select(["shipment_id", "moment", "idempotency_key"])
      .where("shipment_id", "in", shipmentIds.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const moments = found.get(row.shipment_id) ?? new Map<string, number>();
      // Distinct keys of one moment across channels: count per channel, so take the largest.
      moments.set(row.moment, (moments.get(row.moment) ?? 0) + 1);
      found.set(row.shipment_id, moments);
    }
  }
  return found;
}

export async function findNotification(db: Kysely<Database>, id: string): Promise<Notification | undefined> {
  const row = await db.selectFrom("notifications").selectAll().where("id", "=", id).executeTakeFirst();
  return row && camelCaseRow(row);
}

/** Takes due messages for one worker (job-claims.ts); the messages it now holds. */
export async function claimNotifications(db: Kysely<Database>, claim: { token: string; now: Date; staleBefore: Date; limit: number }): Promise<Notification[]> {
  const rows = await claimJobRows<NotificationRow>(db, { table: TABLE, ...claim });
  return rows.map((row) => camelCaseRow(row));
}

/** What one send attempt got back from the provider. */
export interface SendAnswer extends AttemptAnswer {
  provider: string;
  providerMessageId: string | null;
}

/** Records an attempt and ends the claim: sent, retried at `retryAt`, or given up. False when the claim was lost. */
export async function settleNotification(
  db: Kysely<Database>,
  attempt: { id: string; token: string; answer: SendAnswer; sent: boolean; retryAt: Date | undefined },
): Promise<boolean> {
  const { sent, ...rest } = attempt;
  const set = { provider: attempt.answer.provider, provider_message_id: attempt.answer.providerMessageId };
  return settleAttempt(db, { table: TABLE, ...rest, done: sent, doneAtColumn: "sent_at", set });
}

/** A provider's delivery receipt for the message it knows by `providerMessageId`. False when no such message. */
export async function recordNotificationReceipt(
  db: Kysely<Database>,
  receipt: { brandId: string; provider: string; providerMessageId: string; status: string; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("notifications")
    .set({ receipt_status: receipt.status, receipt_at: receipt.at.toISOString(), updated_at: receipt.at.toISOString() })
    .where("brand_id", "=", receipt.brandId)
    .where("provider", "=", receipt.provider)
    .where("provider_message_id", "=", receipt.providerMessageId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type Consent = "opted-in" | "opted-out";

/** Records a shopper's yes (WhatsApp opt-in) or no (unsubscribe, STOP) for one address; effective at once. */
export async function saveConsent(
  db: Kysely<Database>,
  consent: { brandId: string; channel: Channel; address: string; consent: Consent; now: Date; locale?: string },
): Promise<void> {
  const at = consent.now.toISOString();
  const chosen = consent.locale ? { locale: consent.locale } : {};
  const values = consent.consent === "opted-in" ? { opted_in_at: at, opted_out_at: null, ...chosen } : { opted_out_at: at, ...chosen };
  await db
    .insertInto("notification_consents")
    .values({
      brand_id: consent.brandId,
      channel: consent.channel,
      address: consent.address,
      locale: consent.locale ?? null,
      opted_in_at: consent.consent === "opted-in" ? at : null,
      opted_out_at: consent.consent === "opted-out" ? at : null,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(["brand_id", "channel", "address"]).doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

export interface StoredConsent {
  consent: Consent | undefined;
  locale: string | null;
}

/** The consent recorded for an address, if any: opted out wins over an earlier opt-in. */
export async function findConsent(db: Kysely<Database>, brandId: string, channel: Channel, address: string): Promise<StoredConsent | undefined> {
  const row = await db
    .selectFrom("notification_consents")
    .select(["locale", "opted_in_at", "opted_out_at"])
    .where("brand_id", "=", brandId)
    .where("channel", "=", channel)
    .where("address", "=", address)
    .executeTakeFirst();
  if (!row) return undefined;
  return { consent: row.opted_out_at ? "opted-out" : row.opted_in_at ? "opted-in" : undefined, locale: row.locale };
}
