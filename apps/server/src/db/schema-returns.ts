/** Kysely table types of the returns area; merged into `Database` in schema.ts. */
export interface ReturnTables {}
