import type { Kysely, Migration } from "kysely";

/**
 * The brand's delay before an unanswered failed-delivery form gets its one reminder (issue 35
 * item 6), in hours. Existing brands get the default.
 */
export const DEFAULT_NDR_REMINDER_HOURS = 4;

export const ndrReminderDelay: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("notification_settings")
      .addColumn("ndr_reminder_hours", "integer", (c) => c.notNull().defaultTo(DEFAULT_NDR_REMINDER_HOURS))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("notification_settings").dropColumn("ndr_reminder_hours").execute();
  },
};
