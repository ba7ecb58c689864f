import type { Kysely, Migration } from "kysely";

/**
 * An Idempotency-Key's request fingerprint (a hash of method, path, query and body), so the
 * same key with another request is told apart (422) instead of replayed. Null on rows stored
 * before: those keys expire within a day. Registered in db/migrations/index.ts.
 */
export const idempotencyRequestHash: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("idempotency_keys").addColumn("request_hash", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("idempotency_keys").dropColumn("request_hash").execute();
  },
};
