import { PostgresAdapter, sql, type Kysely } from "kysely";
import { claimDueJobs, settleJob } from "../job-claims.ts";
import type { NotificationTimerKind, NotificationTimerRow } from "../schema-notifications.ts";
import type { Database } from "../schema.ts";
import { camelCaseRow, type CamelCased } from "./row-case.ts";

const TABLE = "notification_timers";

export type NotificationTimer = CamelCased<NotificationTimerRow>;

export interface NewNotificationTimer {
  brandId: string;
  kind: NotificationTimerKind;
  shipmentId: string;
  /** The failure attempt a reminder is about; 1 for "delayed". */
  attempt: number;
  readyAt: Date;
}

/** A timer's id: one per shipment and kind (and attempt, for reminders), so scheduling twice is once. */
export function notificationTimerId(timer: Pick<NewNotificationTimer, "kind" | "shipmentId" | "attempt">): string {
  return timer.kind === "ndr-reminder" ? `${timer.kind}:${timer.shipmentId}:${timer.attempt}` : `${timer.kind}:${timer.shipmentId}`;
}

/**
 * Sets timers, inside the write that decided them. A timer still waiting moves to the new time
 * (a courier revised the EDD); one that fired already stays as it was: it never fires twice.
 */
export async function scheduleNotificationTimers(db: Kysely<Database>, timers: readonly NewNotificationTimer[], now: Date): Promise<void> {
  const at = now.toISOString();
  const rows = timers.map((t) => ({
    id: notificationTimerId(t),
    brand_id: t.brandId,
    kind: t.kind,
    shipment_id: t.shipmentId,
    subject: t.shipmentId,
    attempt: t.attempt,
    status: "pending" as const,
    ready_at: t.readyAt.toISOString(),
    attempts: 0,
    claim_token: null,
    claimed_at: null,
    outcome: null,
    created_at: at,
    updated_at: at,
  }));
  // 500 rows of 14 columns stay under both databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto(TABLE)
      .values(rows.slice(i, i + 500))
      .onConflict((oc) =>
        oc
          .column("id")
          .doUpdateSet((eb) => ({ ready_at: eb.ref("excluded.ready_at"), updated_at: at }))
          .where("notification_timers.status", "=", "pending"),
      )
      .execute();
  }
}

/**
 * Takes due timers for one worker: job-claims.ts on PostgreSQL (`FOR UPDATE SKIP LOCKED`). On
 * SQLite that statement's `(pending and due) or (working and stale)` scans the whole table (its
 * planner takes no index for an OR under one ORDER BY; notification-timer-plans.test.ts), and
 * every shipment with an EDD has a timer: there the two halves are read apart, each from the
 * `(status, ready_at)` index, in one UPDATE, which SQLite runs atomically.
 */
export async function claimNotificationTimers(
  db: Kysely<Database>,
  claim: { token: string; now: Date; staleBefore: Date; limit: number },
): Promise<NotificationTimer[]> {
  const ids = db.getExecutor().adapter instanceof PostgresAdapter ? await claimDueJobs(db, { table: TABLE, ...claim }) : await claimOnSqlite(db, claim);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(TABLE).selectAll().where("id", "in", ids).orderBy("ready_at").orderBy("id").execute();
  return rows.map((row) => camelCaseRow(row));
}

async function claimOnSqlite(db: Kysely<Database>, claim: { token: string; now: Date; staleBefore: Date; limit: number }): Promise<string[]> {
  const result = await sqliteTimerClaim(claim).execute(db);
  return result.rows.map((row) => row.id).sort();
}

/** SQLite's claim statement (exported for its query-plan test). */
export function sqliteTimerClaim(claim: { token: string; now: Date; staleBefore: Date; limit: number }) {
  const now = claim.now.toISOString();
  return sql<{ id: string }>`
    update notification_timers
    set status = 'working', claim_token = ${claim.token}, claimed_at = ${now}, attempts = attempts + 1, updated_at = ${now}
    where id in (
      select id from (
        select id, ready_at, created_at from (
          select id, ready_at, created_at from notification_timers
          where status = 'pending' and ready_at <= ${now} order by ready_at limit ${claim.limit})
        union all
        select id, ready_at, created_at from (
          select id, ready_at, created_at from notification_timers
          where status = 'working' and claimed_at < ${claim.staleBefore.toISOString()} order by ready_at limit ${claim.limit})
      )
      order by ready_at, created_at, id
      limit ${claim.limit}
    )
    returning id`;
}

/** Ends a claim: done with what it did, or waiting again until `readyAt`. False when the claim was lost. */
export async function settleNotificationTimer(
  db: Kysely<Database>,
  settle: { id: string; token: string; now: Date; outcome: string; readyAt?: Date },
): Promise<boolean> {
  return settleJob(db, {
    table: TABLE,
    id: settle.id,
    token: settle.token,
    now: settle.now,
    status: settle.readyAt ? "pending" : "done",
    readyAt: settle.readyAt,
    set: { outcome: settle.outcome },
  });
}

export async function findNotificationTimer(db: Kysely<Database>, id: string): Promise<NotificationTimer | undefined> {
  const row = await db.selectFrom(TABLE).selectAll().where("id", "=", id).executeTakeFirst();
  return row && camelCaseRow(row);
}
