import type { Kysely, Migration } from "kysely";
import { createIndex, createKeyedTable, owner, requiredText, text, timestamps } from "./table-columns.ts";

/**
 * A shopper's "get updates for this shipment" from the tracking page (issue 35 item 4,
 * docs/notifications.md): one row per shipment, channel and address, with the page's language.
 * The address's consent (notification_consents) is written beside it, and is what the sender
 * re-reads at send time. Portable DDL.
 */
export const notificationSubscriptionTables: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "notification_subscriptions",
      {
        brand_id: owner("brands.id"),
        shipment_id: owner("shipments.id"),
        channel: requiredText,
        // Normalised like a consent's address: a lower-case e-mail or an E.164 phone.
        address: requiredText,
        locale: text,
        ...timestamps,
      },
      ["shipment_id", "channel", "address"],
    ).execute();
    await createIndex(db, "notification_subscriptions_brand", "notification_subscriptions", ["brand_id", "created_at"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("notification_subscriptions").ifExists().execute();
  },
};
