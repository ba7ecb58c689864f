import { SqliteAdapter, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/**
 * Runs a request's lookups as one read on SQLite: one transaction, so SQLite takes its read
 * lock once instead of once per statement (less than half the time for track-order's lookups;
 * `pnpm bench:lookups`), and every lookup sees the same snapshot. Kysely hands the transaction one
 * connection and queues other requests' queries behind it, so nothing else runs inside it.
 * `read` must use only the database it is given: the outer one waits for this read to end.
 * On PostgreSQL (a transaction there costs two more round trips) and inside a transaction
 * already, `read` runs as it is.
 */
export function inOneRead<T>(db: Kysely<Database>, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction || !(db.getExecutor().adapter instanceof SqliteAdapter)) return read(db);
  return db.transaction().execute(read);
}

/**
 * What a per-database cache keys on: shared by a database and its transactions (a
 * transaction is a Kysely object of its own), distinct between databases.
 */
export function databaseIdentity(db: Kysely<Database>): object {
  return db.getExecutor().adapter;
}
