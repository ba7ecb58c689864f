// SQLite: another connection holds the lock past the busy timeout. PostgreSQL: a lock or
// statement time-out. Both pass: the request can simply be retried.
const BUSY_CODES = new Set(["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED", "55P03", "57014"]);

/** Whether an error means "locked for now", to answer 503 with Retry-After rather than 500. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && BUSY_CODES.has(code);
}
