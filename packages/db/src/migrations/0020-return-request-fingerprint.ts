import type { Kysely, Migration } from "kysely";

/**
 * A return request remembers the fingerprint of the submission that made it (its client
 * request id, else its body), unique per order: a retried or double-clicked submit finds the
 * stored request instead of making a second one, even when many arrive at once. NULL for
 * requests made before this column (unique indexes treat NULLs as distinct on SQLite and
 * PostgreSQL alike). Registered in db/migrations/index.ts.
 */
export const returnRequestFingerprint: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("return_requests").addColumn("request_fingerprint", "text").execute();
    await db.schema
      .createIndex("return_requests_fingerprint_unique")
      .on("return_requests")
      .columns(["brand_id", "return_order_id", "request_fingerprint"])
      .unique()
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("return_requests_fingerprint_unique").execute();
    await db.schema.alterTable("return_requests").dropColumn("request_fingerprint").execute();
  },
};
