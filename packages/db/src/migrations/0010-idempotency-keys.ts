import type { Kysely, Migration } from "kysely";
import { createIndex, createKeyedTable, integer, requiredText, text } from "./table-columns.ts";

/**
 * Answers of creating POST/PUT calls by Idempotency-Key, so a repeated or concurrent
 * request gets the first answer instead of creating a second thing. In the database, not
 * in memory, so replicas sharing one database share the keys. Portable DDL (SQLite and
 * PostgreSQL). Registered in db/migrations/index.ts.
 */
export const idempotencyKeyTables: Migration = {
  async up(db: Kysely<any>) {
    await createKeyedTable(
      db,
      "idempotency_keys",
      {
        // Method, host and path of the call, plus the caller's key: one key per call and brand.
        scope: requiredText,
        idempotency_key: requiredText,
        // "pending" while the first request runs, then "done" with its answer.
        state: requiredText,
        response_status: integer,
        response_type: text,
        response_body: text,
        created_at: requiredText,
      },
      ["scope", "idempotency_key"],
    ).execute();
    await createIndex(db, "idempotency_keys_created", "idempotency_keys", ["created_at"]);
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("idempotency_keys").execute();
  },
};
