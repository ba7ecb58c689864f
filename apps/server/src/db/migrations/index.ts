import type { Migration } from "kysely";
import { trackingTables } from "./0001-tracking-tables.ts";

/**
 * Every migration, keyed by the name recorded in `kysely_migration`. Kysely applies them in
 * name order; names are never changed once released. Listed in code (not read from a folder)
 * so they survive bundling.
 */
export const migrations: Record<string, Migration> = {
  "0001-tracking-tables": trackingTables,
};
