import type { Kysely, Migration } from "kysely";
import {
  JOB_CLAIM,
  columnsOf,
  createIndex,
  createKeyedTable,
  createTable,
  integer,
  key,
  owner,
  ownerKey,
  requiredText,
  text,
  textDefault,
  timestamps,
} from "./table-columns.ts";

/**
 * Messages to shoppers (issue 35, docs/notifications.md): each brand's settings and provider
 * accounts, the outbox of messages (a row is its own send job, job-claims.ts columns, and its
 * delivery log), and the shopper's consent per address (unsubscribed, or opted in to WhatsApp).
 * Portable DDL.
 */
export const notificationTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "notification_settings", {
      brand_id: ownerKey("brands.id"),
      // JSON lists: the moments and channels switched on.
      moments: requiredText,
      channels: requiredText,
      // "HH:MM" in the shopper's zone; equal means no quiet hours.
      quiet_from: textDefault("21:00"),
      quiet_to: textDefault("08:00"),
      // The language of a shopper who chose none.
      default_locale: textDefault("en"),
      ...timestamps,
    }).execute();

    await createKeyedTable(
      db,
      "notification_providers",
      {
        brand_id: owner("brands.id"),
        // sms or whatsapp; e-mail goes through the one SMTP_URL.
        channel: requiredText,
        provider: requiredText,
        // JSON of the account's non-secret settings (sender, account id, template names).
        config: requiredText,
        // The token or key, kept as given like webhook_secrets (the request needs it); never logged.
        secret: requiredText,
        updated_at: requiredText,
      },
      ["brand_id", "channel"],
    ).execute();

    await createTable(db, "notifications", {
      id: key,
      brand_id: owner("brands.id"),
      // shipment + moment (+ attempt) + channel: one message, ever (core's messageKey).
      idempotency_key: requiredText,
      subject: requiredText,
      shipment_id: requiredText,
      moment: requiredText,
      channel: requiredText,
      recipient: requiredText,
      locale: requiredText,
      ...JOB_CLAIM,
      ...columnsOf(text, "provider", "provider_message_id", "last_attempt_at", "last_error", "last_response_body", "sent_at", "receipt_status", "receipt_at"),
      last_response_status: integer,
      ...timestamps,
    })
      .addUniqueConstraint("notifications_idempotency_key", ["idempotency_key"])
      .execute();
    await createIndex(db, "notifications_due", "notifications", ["status", "ready_at"]);
    await createIndex(db, "notifications_shipment", "notifications", ["shipment_id", "moment"]);
    await createIndex(db, "notifications_receipt", "notifications", ["provider", "provider_message_id"]);

    await createKeyedTable(
      db,
      "notification_consents",
      {
        brand_id: owner("brands.id"),
        channel: requiredText,
        // The normalised address: a lower-case e-mail or a phone's digits.
        address: requiredText,
        // The shopper's language, when they chose one (the page they opted in from).
        ...columnsOf(text, "locale", "opted_in_at", "opted_out_at"),
        updated_at: requiredText,
      },
      ["brand_id", "channel", "address"],
    ).execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ["notification_consents", "notifications", "notification_providers", "notification_settings"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
