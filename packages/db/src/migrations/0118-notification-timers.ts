import type { Kysely, Migration } from "kysely";
import { JOB_CLAIM, createIndex, createTable, integerDefault, key, owner, requiredText, text, timestamps } from "./table-columns.ts";

/**
 * Time-driven messages (issue 35, docs/notifications.md): a row per shipment and kind, due when
 * the shopper should hear something unless a scan says otherwise first: "delayed" at the end of
 * the promised day in the shopper's zone, "ndr-reminder" a brand's delay after a failed delivery.
 * Written in the transaction of the scan that sets them, claimed like the outbox (job-claims.ts
 * columns, `(status, ready_at)` index): a sweep reads only the rows now due, however many
 * shipments there are. The id (kind:shipment[:attempt]) makes scheduling idempotent.
 */
export const notificationTimerTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "notification_timers", {
      id: key,
      brand_id: owner("brands.id"),
      kind: requiredText,
      shipment_id: requiredText,
      subject: requiredText,
      // The failure attempt a reminder is about (1 for "delayed").
      attempt: integerDefault(1),
      ...JOB_CLAIM,
      // What the timer did when it fired: sent, or why not (delivered, answered, next attempt…).
      outcome: text,
      ...timestamps,
    }).execute();
    await createIndex(db, "notification_timers_due", "notification_timers", ["status", "ready_at"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("notification_timers").ifExists().execute();
  },
};
