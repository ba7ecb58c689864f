import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, type SqliteStatement as KyselySqliteStatement } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { SqliteFile, type SqliteStatement } from "./sqlite-file.ts";

export type DatabaseDialect = "sqlite" | "postgres";

export interface DatabaseConfig {
  /** postgres:// or postgresql:// selects PostgreSQL. Absent: SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file (its folder is created when missing), or ":memory:". Default `data/portal.sqlite`. */
  sqliteFile?: string | undefined;
  /** PostgreSQL pool size. Default 10. */
  poolSize?: number | undefined;
  /**
   * How long a SQLite statement waits for another process's lock. node:sqlite waits on
   * the event loop's thread, so the server keeps this short (and answers 503 when it runs
   * out); the CLI and tests can afford the default 5 s.
   */
  busyTimeoutMs?: number | undefined;
  /**
   * After a SQLite write waited for another process's lock in vain, further writes fail at once
   * (SQLITE_BUSY) for this long instead of each waiting again, so a held lock blocks the thread
   * once per back-off rather than once per request. Default 0: every write waits (CLI, tests).
   */
  lockBackOffMs?: number | undefined;
}

/**
 * How the server opens SQLite: a lock held by another process blocks the event loop's thread
 * while node:sqlite waits, so a write waits 50 ms at most and then fails (app.ts answers
 * 503 + Retry-After), and for a second after that writes fail without waiting.
 */
export const SERVER_SQLITE_LOCKING = { busyTimeoutMs: 50, lockBackOffMs: 1000 } as const;

/**
 * How long a write on every request's path (the limiter's leases, withShortLockWait) waits: ample
 * for another replica's one-statement write, short enough that a held lock costs the thread little.
 */
const SHORT_LOCK_WAIT_MS = 20;

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Closes the SQLite file or drains the PostgreSQL pool. */
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_FILE = "data/portal.sqlite";

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

export function createDatabase(config: DatabaseConfig = {}): DatabaseConnection {
  const { databaseUrl } = config;
  if (databaseUrl !== undefined && databaseUrl !== "") {
    if (!POSTGRES_URL.test(databaseUrl)) {
      // Say which scheme was seen, never the URL itself: it may hold a password.
      const scheme = databaseUrl.split(":", 1)[0] ?? "";
      throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got "${scheme}:")`);
    }
    return connectPostgres(databaseUrl, config.poolSize ?? 10);
  }
  return connectSqlite(config.sqliteFile ?? DEFAULT_SQLITE_FILE, config.busyTimeoutMs ?? 5000, config.lockBackOffMs ?? 0);
}

function connectPostgres(connectionString: string, max: number): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

function connectSqlite(file: string, busyTimeoutMs: number, lockBackOffMs: number): DatabaseConnection {
  const inMemory = file === ":memory:";
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SqliteFile(file);
  // WAL lets readers work while a writer commits; busy_timeout waits out a second process
  // (CLI, migration) instead of failing at once; foreign keys are off by default in SQLite.
  if (!inMemory) sqlite.pragma("journal_mode = WAL");
  const locking = new SqliteLocking(sqlite, Math.max(0, Math.floor(busyTimeoutMs)), lockBackOffMs);
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, locking) }) });
  sqliteLockings.set(db, locking);
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** Each SQLite connection's lock handling, by its Kysely instance (PostgreSQL has none: its waits do not block the thread). */
const sqliteLockings = new WeakMap<Kysely<Database>, SqliteLocking>();

/**
 * Runs `work` with SQLite's lock wait cut to a few milliseconds, on the connection held for it
 * alone (Kysely's SQLite driver has one connection behind a mutex, so no other query runs with
 * the short wait). For writes every request makes, which must not stall the thread for the
 * full busy timeout each; they still fail at once while the connection is backing off.
 * On PostgreSQL it simply runs `work`.
 */
export async function withShortLockWait<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const locking = sqliteLockings.get(db);
  if (!locking || locking.busyTimeoutMs <= SHORT_LOCK_WAIT_MS) return work(db);
  locking.refuseWhileBackingOff(); // before waiting for the connection: a refusal costs nothing
  return db.connection().execute(async (connection) => {
    locking.waitAtMost(SHORT_LOCK_WAIT_MS);
    try {
      return await work(connection);
    } finally {
      locking.waitAtMost(locking.busyTimeoutMs);
    }
  });
}

/**
 * How many writes on this SQLite connection waited out its busy timeout and still found the lock
 * held by another process; 0 on PostgreSQL. The back-off bounds it to one per back-off period
 * while the lock is held, however many requests arrive (what database-busy.test checks).
 */
export function sqliteLockWaits(db: Kysely<Database>): number {
  return sqliteLockings.get(db)?.lockWaits ?? 0;
}

/** A SQLite connection's busy timeout and its back-off after a write found the lock. */
class SqliteLocking {
  private lockedUntilMs = 0;
  lockWaits = 0;
  /** `PRAGMA busy_timeout = n` prepared once per n (the connection's own and the short wait). */
  private readonly setTimeouts = new Map<number, SqliteStatement>();

  constructor(
    private readonly sqlite: SqliteFile,
    readonly busyTimeoutMs: number,
    private readonly backOffMs: number,
  ) {
    this.waitAtMost(busyTimeoutMs);
  }

  waitAtMost(ms: number): void {
    let statement = this.setTimeouts.get(ms);
    if (!statement) {
      statement = this.sqlite.prepare(`PRAGMA busy_timeout = ${ms}`);
      this.setTimeouts.set(ms, statement);
    }
    statement.get();
  }

  /** Throws SQLITE_BUSY while backing off from a lock found moments ago. */
  refuseWhileBackingOff(): void {
    if (this.backOffMs > 0 && performance.now() < this.lockedUntilMs) {
      throw Object.assign(new Error("database is locked (found locked moments ago; not waiting again yet)"), { code: "SQLITE_BUSY" });
    }
  }

  /** Runs a statement that writes: refused at once while backing off; a lock it finds starts a back-off. */
  write<T>(statement: () => T): T {
    this.refuseWhileBackingOff();
    try {
      return statement();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === "string" && code.startsWith("SQLITE_BUSY")) {
        this.lockWaits += 1;
        if (this.backOffMs > 0) this.lockedUntilMs = performance.now() + this.backOffMs;
      }
      throw error;
    }
  }
}

/** How many distinct SQL texts keep their prepared statement: every query the portal makes, with room. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Kysely prepares every query anew, and preparing costs more than running a small lookup on
 * SQLite (`pnpm bench:server` shows it in a page's CPU). Prepared statements are reusable and
 * Kysely runs one query at a time on this connection, so each SQL text is prepared once.
 */
function withStatementCache(sqlite: SqliteFile, locking: SqliteLocking) {
  const cache = new Map<string, KyselySqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-inserted below: the Map's order is least recently used first
      } else {
        statement = guarded(sqlite.prepare(sql), locking);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/**
 * A statement as Kysely's driver runs it; one that writes goes through `locking` (BEGIN, COMMIT
 * and ROLLBACK count as read-only, so a rollback is never refused).
 */
function guarded(statement: SqliteStatement, locking: SqliteLocking): KyselySqliteStatement {
  if (statement.readonly) return statement;
  return {
    reader: statement.reader,
    all: (parameters) => locking.write(() => statement.all(parameters)),
    run: (parameters) => locking.write(() => statement.run(parameters)),
    iterate: (parameters) => locking.write(() => statement.iterate(parameters)),
  };
}
