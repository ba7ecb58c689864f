import { sql } from "kysely";
import { createDatabase, type DatabaseConnection } from "./connection.ts";

/**
 * The SQLite file beside the portal's own that holds only the rate limiter's counts: replicas
 * sharing `portal.sqlite` share `portal.sqlite.limits` too.
 */
export const limiterFileOf = (sqliteFile: string): string => `${sqliteFile}.limits`;

/**
 * Its own file, so its writes never wait behind the portal's: an import or a migration
 * holding `portal.sqlite`'s write lock for seconds does not stop the limiter from counting,
 * and it need not admit anything it could not write (which other replicas would not see).
 * Only other replicas' one-statement leases take this file's lock, so a write waits at most a
 * few milliseconds and the limiter retries a lock still held (apps/server rate-limit.ts).
 * PostgreSQL needs none of this (its row locks do not block a process): the limiter uses the
 * portal's own database there, whose migrations create the same table.
 */
export async function createLimiterDatabase(sqliteFile: string): Promise<DatabaseConnection> {
  const connection = createDatabase({ sqliteFile: limiterFileOf(sqliteFile), busyTimeoutMs: 5 });
  // Replicas starting together may race for the lock to create the table: retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`CREATE TABLE IF NOT EXISTS rate_limit_windows (
        bucket TEXT NOT NULL, client_key TEXT NOT NULL, window_start TEXT NOT NULL, hits INTEGER NOT NULL,
        PRIMARY KEY (bucket, client_key, window_start))`.execute(connection.db);
      await sql`CREATE INDEX IF NOT EXISTS rate_limit_windows_sweep_index ON rate_limit_windows (bucket, window_start)`.execute(connection.db);
      // No fsync per commit (WAL's NORMAL: synced at checkpoints). A sale-day blast of distinct
      // links writes a lease per request here, and each fsync cost more than the page's own
      // reads. A killed process loses nothing (the WAL is in the OS's cache); only a power loss
      // can drop the last counts, which cover one minute and start over with the machine anyway.
      await sql`PRAGMA synchronous = NORMAL`.execute(connection.db);
      return connection;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= 200 || typeof code !== "string" || !code.startsWith("SQLITE_BUSY")) {
        await connection.close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
