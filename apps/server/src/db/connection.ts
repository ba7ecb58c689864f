import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type DatabaseDialect = "sqlite" | "postgres";

export interface DatabaseConfig {
  /** postgres:// or postgresql:// selects PostgreSQL. Absent: SQLite. */
  databaseUrl?: string | undefined;
  /** SQLite file (its folder is created when missing), or ":memory:". Default `data/portal.sqlite`. */
  sqliteFile?: string | undefined;
  /** PostgreSQL pool size. Default 10. */
  poolSize?: number | undefined;
  /**
   * How long a SQLite statement waits for another process's lock. better-sqlite3 waits on
   * the event loop's thread, so the server keeps this short (and answers 503 when it runs
   * out); the CLI and tests can afford the default 5 s.
   */
  busyTimeoutMs?: number | undefined;
}

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
  return connectSqlite(config.sqliteFile ?? DEFAULT_SQLITE_FILE, config.busyTimeoutMs ?? 5000);
}

function connectPostgres(connectionString: string, max: number): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

function connectSqlite(file: string, busyTimeoutMs: number): DatabaseConnection {
  const inMemory = file === ":memory:";
  if (!inMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers work while a writer commits; busy_timeout waits out a second process
  // (CLI, migration) instead of failing at once; foreign keys are off by default in SQLite.
  if (!inMemory) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/** How many distinct SQL texts keep their prepared statement: every query the portal makes, with room. */
const STATEMENT_CACHE_SIZE = 512;

/**
 * Kysely prepares every query anew, and preparing costs more than running a small lookup on
 * SQLite (measured: ~3 ms of a tracking page's CPU). Prepared statements are reusable and
 * Kysely runs one query at a time on this connection, so each SQL text is prepared once.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-inserted below: the Map's order is least recently used first
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
