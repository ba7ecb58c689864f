import type { Kysely, Migration } from "kysely";

/**
 * The brand's moment × channel switches and its own wording per moment and language (issue 35
 * item 7, docs/notifications.md). Both JSON, both nullable: a brand saved before this migration
 * has no grid (every moment it switched on goes out on every channel it switched on, as before)
 * and no wording of its own (the portal's sentences).
 */
export const notificationSwitches: Migration = {
  async up(db: Kysely<any>) {
    // Two statements: SQLite adds one column per ALTER TABLE.
    await db.schema.alterTable("notification_settings").addColumn("switches", "text").execute();
    await db.schema.alterTable("notification_settings").addColumn("wording", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("notification_settings").dropColumn("wording").execute();
    await db.schema.alterTable("notification_settings").dropColumn("switches").execute();
  },
};
