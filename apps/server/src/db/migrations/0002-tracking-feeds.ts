import type { Kysely, Migration } from "kysely";

/** Tables of the tracking-feeds area (see schema-tracking-feeds.ts). Portable DDL only: it runs on SQLite and PostgreSQL. */
export const trackingFeedTables: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
