import type { Kysely } from "kysely";
import type { JobStatus } from "../job-claims.ts";
import type { Database } from "../schema.ts";
import { insertNotifications, type NewNotification } from "./notifications.ts";

/** One message as the console's sending log reads it, with its shipment's waybill. */
export interface NotificationLogRow {
  id: string;
  waybill: string | null;
  moment: string;
  channel: string;
  recipient: string;
  locale: string;
  status: JobStatus;
  attempts: number;
  createdAt: string;
  readyAt: string;
  lastAttemptAt: string | null;
  lastResponseStatus: number | null;
  lastError: string | null;
  sentAt: string | null;
  receiptStatus: string | null;
  /** An admin's test send (its subject is `test:…`). */
  test: boolean;
}

/** The subject of an admin's test message: no shipment, no shopper. */
export const TEST_SUBJECT_PREFIX = "test:";

/** A brand's messages, newest first, filtered by waybill, status and channel. */
export async function listNotificationLog(
  db: Kysely<Database>,
  filter: {
    brandId: string;
    id?: string | undefined;
    waybill?: string | undefined;
    status?: JobStatus | undefined;
    channel?: string | undefined;
    limit: number;
  },
): Promise<NotificationLogRow[]> {
  let query = db
    .selectFrom("notifications")
    .leftJoin("shipments", "shipments.id", "notifications.shipment_id")
    .select([
      "notifications.id",
      "shipments.waybill",
      "notifications.moment",
      "notifications.channel",
      "notifications.recipient",
      "notifications.locale",
      "notifications.status",
      "notifications.attempts",
      "notifications.created_at",
      "notifications.ready_at",
      "notifications.last_attempt_at",
      "notifications.last_response_status",
      "notifications.last_error",
      "notifications.sent_at",
      "notifications.receipt_status",
      "notifications.subject",
    ])
    .where("notifications.brand_id", "=", filter.brandId);
  if (filter.id) query = query.where("notifications.id", "=", filter.id);
  if (filter.waybill) query = query.where("shipments.waybill", "=", filter.waybill);
  if (filter.status) query = query.where("notifications.status", "=", filter.status);
  if (filter.channel) query = query.where("notifications.channel", "=", filter.channel);
  const rows = await query.orderBy("notifications.created_at", "desc").orderBy("notifications.id", "desc").limit(filter.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    waybill: row.waybill ?? null,
    moment: row.moment,
    channel: row.channel,
    recipient: row.recipient,
    locale: row.locale,
    status: row.status,
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    readyAt: row.ready_at,
    lastAttemptAt: row.last_attempt_at,
    lastResponseStatus: row.last_response_status === null ? null : Number(row.last_response_status),
    lastError: row.last_error,
    sentAt: row.sent_at,
    receiptStatus: row.receipt_status,
    test: row.subject.startsWith(TEST_SUBJECT_PREFIX),
  }));
}

/** How many of a brand's messages are in each status. */
export async function countNotificationsByStatus(db: Kysely<Database>, brandId: string): Promise<Map<JobStatus, number>> {
  const rows = await db
    .selectFrom("notifications")
    .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
    .where("brand_id", "=", brandId)
    .groupBy("status")
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** Opt-ins and opt-outs per channel of a brand's shoppers. */
export async function countConsents(db: Kysely<Database>, brandId: string): Promise<{ channel: string; optedIn: number; optedOut: number }[]> {
  const rows = await db.selectFrom("notification_consents").select(["channel", "opted_in_at", "opted_out_at"]).where("brand_id", "=", brandId).execute();
  const byChannel = new Map<string, { optedIn: number; optedOut: number }>();
  for (const row of rows) {
    const counts = byChannel.get(row.channel) ?? { optedIn: 0, optedOut: 0 };
    if (row.opted_out_at) counts.optedOut += 1;
    else if (row.opted_in_at) counts.optedIn += 1;
    byChannel.set(row.channel, counts);
  }
  return [...byChannel].map(([channel, counts]) => ({ channel, ...counts })).sort((a, b) => a.channel.localeCompare(b.channel));
}

/** Sends a failed (given up) message again: waiting now, attempts from zero. False when it is not the brand's or not failed. */
export async function replayNotification(db: Kysely<Database>, { brandId, id, now }: { brandId: string; id: string; now: Date }): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("notifications")
    .set({ status: "pending", ready_at: at, attempts: 0, claim_token: null, claimed_at: null, updated_at: at })
    .where("id", "=", id)
    .where("brand_id", "=", brandId)
    .where("status", "=", "dead")
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** How many test messages the brand queued since `since` (the console's hourly limit). */
export async function countTestSends(db: Kysely<Database>, brandId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("sends"))
    .where("brand_id", "=", brandId)
    .where("subject", "like", `${TEST_SUBJECT_PREFIX}%`)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirst();
  return Number(row?.sends ?? 0);
}

/**
 * Queues an admin's test message unless the brand already queued `limit` since `since`; false
 * when refused. Atomic: the brand's row is locked first (a no-op update: PostgreSQL holds the row
 * lock until commit, SQLite takes its write lock), so concurrent test sends of one brand count one
 * after the other and two simultaneous requests cannot both take the last place.
 */
export async function insertTestSendWithinLimit(
  db: Kysely<Database>,
  message: NewNotification,
  { since, limit }: { since: Date; limit: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("brands")
      .set((eb) => ({ name: eb.ref("name") }))
      .where("id", "=", message.brandId)
      .execute();
    if ((await countTestSends(trx, message.brandId, since)) >= limit) return false;
    await insertNotifications(trx, [message]);
    return true;
  });
}
