import type { Kysely, Migration } from "kysely";
import {
  JOB_CLAIM,
  columnsOf,
  createIndex,
  createTable,
  integer,
  integerDefault,
  key,
  owner,
  ownerKey,
  requiredText,
  text,
  timestamps,
} from "./table-columns.ts";

/**
 * Events for a brand's own systems (docs/brand-events.md): the brand's endpoint and signing
 * secret, and the outbox of events to deliver to it. An event row is also its delivery job
 * (the job columns of ../job-claims.ts: status, ready_at, attempts, claim_token, claimed_at,
 * subject) and its delivery log (the last answer). Portable DDL.
 */
export const brandEventTables: Migration = {
  async up(db: Kysely<any>) {
    await createTable(db, "brand_event_endpoints", {
      brand_id: ownerKey("brands.id"),
      url: requiredText,
      // A Standard Webhooks secret (whsec_…), kept as given like webhook_secrets: an HMAC needs it.
      secret: requiredText,
      enabled: integerDefault(1),
      ...timestamps,
    }).execute();

    await createTable(db, "brand_events", {
      // The Standard Webhooks `webhook-id`: stable across retries and replays.
      id: key,
      brand_id: owner("brands.id"),
      type: requiredText,
      // Events of one subject (a return, a shipment) are delivered in the order they were made.
      subject: requiredText,
      // The exact body sent, serialised once so every attempt signs and sends the same bytes.
      body: requiredText,
      ...JOB_CLAIM,
      ...columnsOf(text, "last_attempt_at", "last_error", "last_response_body", "delivered_at"),
      last_response_status: integer,
      replays: integerDefault(0),
      ...timestamps,
    }).execute();
    // The claim's scan (due jobs) and its order-per-subject probe; the console's log by brand.
    await createIndex(db, "brand_events_due", "brand_events", ["status", "ready_at"]);
    await createIndex(db, "brand_events_subject", "brand_events", ["subject", "created_at", "id"]);
    await createIndex(db, "brand_events_log", "brand_events", ["brand_id", "created_at", "id"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("brand_events").ifExists().execute();
    await db.schema.dropTable("brand_event_endpoints").ifExists().execute();
  },
};
