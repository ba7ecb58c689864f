import type { Kysely } from "kysely";
import { claimDueJobs, newJobColumns, settleJob } from "../job-claims.ts";
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
    ...newJobColumns(t.readyAt.toISOString()),
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

/** Takes due timers for one worker (job-claims.ts: on both databases from the `(status, ready_at)` index). */
export async function claimNotificationTimers(
  db: Kysely<Database>,
  claim: { token: string; now: Date; staleBefore: Date; limit: number },
): Promise<NotificationTimer[]> {
  const ids = await claimDueJobs(db, { table: TABLE, ...claim });
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(TABLE).selectAll().where("id", "in", ids).orderBy("ready_at").orderBy("id").execute();
  return rows.map((row) => camelCaseRow(row));
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
