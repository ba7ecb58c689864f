import type { Kysely, Migration } from "kysely";

/**
 * Answers of creating POST/PUT calls by Idempotency-Key, so a repeated or concurrent
 * request gets the first answer instead of creating a second thing. In the database, not
 * in memory, so replicas sharing one database share the keys. Portable DDL (SQLite and
 * PostgreSQL). Registered in db/migrations/index.ts.
 */
export const idempotencyKeyTables: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("idempotency_keys")
      // Method, host and path of the call, plus the caller's key: one key per call and brand.
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      // "pending" while the first request runs, then "done" with its answer.
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("response_status", "integer")
      .addColumn("response_type", "text")
      .addColumn("response_body", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "idempotency_key"])
      .execute();
    await db.schema.createIndex("idempotency_keys_created").on("idempotency_keys").column("created_at").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("idempotency_keys").execute();
  },
};
