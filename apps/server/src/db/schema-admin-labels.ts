/** Kysely table types of the admin-labels area; merged into `Database` in schema.ts. */
export interface AdminTables {}
