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
  timestamps,
} from "./table-columns.ts";

/**
 * The NDR loop (docs/providers.md, "NDR loop"): which aggregator reports each shipment, each
 * brand's credentials for the aggregators' NDR action APIs, and the outbox of shopper answers
 * to push there. A push row is also its job (the columns of ../job-claims.ts) and its log
 * (the last answer). Portable DDL.
 */
export const ndrPushTables: Migration = {
  async up(db: Kysely<any>) {
    // The aggregator whose webhook last updated the shipment: its NDR API is the one to tell.
    await createTable(db, "shipment_sources", {
      shipment_id: ownerKey("shipments.id"),
      provider: requiredText,
      updated_at: requiredText,
    }).execute();

    // Kept as given, like webhook_secrets (the API needs the credential itself); never logged.
    await createKeyedTable(
      db,
      "ndr_credentials",
      {
        brand_id: owner("brands.id"),
        ...columnsOf(requiredText, "provider", "secret", "updated_at"),
      },
      ["brand_id", "provider"],
    ).execute();

    await createTable(db, "ndr_pushes", {
      id: key,
      brand_id: owner("brands.id"),
      shipment_id: owner("shipments.id"),
      provider: requiredText,
      issue_id: integer,
      // The answer as the shopper gave it (JSON), so each push sends what was answered then.
      payload: requiredText,
      // Pushes of one shipment go in the order they were answered.
      subject: requiredText,
      ...JOB_CLAIM,
      ...columnsOf(text, "last_attempt_at", "last_error", "last_response_body", "sent_at"),
      last_response_status: integer,
      ...timestamps,
    }).execute();
    await createIndex(db, "ndr_pushes_due", "ndr_pushes", ["status", "ready_at"]);
    await createIndex(db, "ndr_pushes_subject", "ndr_pushes", ["subject", "created_at", "id"]);
    await createIndex(db, "ndr_pushes_shipment", "ndr_pushes", ["shipment_id", "created_at"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("ndr_pushes").ifExists().execute();
    await db.schema.dropTable("ndr_credentials").ifExists().execute();
    await db.schema.dropTable("shipment_sources").ifExists().execute();
  },
};
