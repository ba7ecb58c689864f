import type { Kysely, Migration } from "kysely";

/**
 * The newest source event applied to a shipment: its own time (the webhook's event time, else
 * the newest scan of the record) and id where the service gives one. An older event (a replay,
 * or one delivered out of order) adds its scans but never overwrites the shipment's fields.
 * Null on rows stored before: the first event after this sets them. Registered in index.ts.
 */
export const shipmentEventOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("shipments").addColumn("event_at", "text").execute();
    await db.schema.alterTable("shipments").addColumn("event_id", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("shipments").dropColumn("event_id").execute();
    await db.schema.alterTable("shipments").dropColumn("event_at").execute();
  },
};
