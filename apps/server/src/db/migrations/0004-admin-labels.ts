import type { Kysely, Migration } from "kysely";

/** Tables of the admin-labels area (see schema-admin-labels.ts). Portable DDL only: it runs on SQLite and PostgreSQL. */
export const adminTables: Migration = {
  async up(_db: Kysely<any>) {},
  async down(_db: Kysely<any>) {},
};
