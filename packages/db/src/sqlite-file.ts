import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

/**
 * SQLite through Node's built-in `node:sqlite` (docs/runtime.md says why not a native
 * addon). A thin layer that gives the rest of the server what it relies on: errors named by
 * SQLite's result code (`SQLITE_BUSY`, `SQLITE_CANTOPEN`, …, as `error.code`) instead of
 * node's one `ERR_SQLITE_ERROR`, and statements that say whether they read or write.
 */

/** SQLite's (extended) result codes the server tells apart, by number (sqlite.org/rescode.html). */
const RESULT_CODE_NAMES = {
  5: "SQLITE_BUSY",
  261: "SQLITE_BUSY_RECOVERY",
  517: "SQLITE_BUSY_SNAPSHOT",
  773: "SQLITE_BUSY_TIMEOUT",
  6: "SQLITE_LOCKED",
  262: "SQLITE_LOCKED_SHAREDCACHE",
  8: "SQLITE_READONLY",
  11: "SQLITE_CORRUPT",
  14: "SQLITE_CANTOPEN",
  26: "SQLITE_NOTADB",
  19: "SQLITE_CONSTRAINT",
  275: "SQLITE_CONSTRAINT_CHECK",
  787: "SQLITE_CONSTRAINT_FOREIGNKEY",
  1299: "SQLITE_CONSTRAINT_NOTNULL",
  1555: "SQLITE_CONSTRAINT_PRIMARYKEY",
  2067: "SQLITE_CONSTRAINT_UNIQUE",
} as const satisfies Record<number, `SQLITE_${string}`>;

/** An error from node:sqlite gets `code` = SQLite's result code name (primary code when the extended one is not listed). */
export function namedSqliteError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const errcode = (error as { errcode?: unknown }).errcode;
  if (typeof errcode !== "number") return error;
  const names: Record<number, string> = RESULT_CODE_NAMES;
  const name = names[errcode] ?? names[errcode & 0xff] ?? `SQLITE_ERROR_${errcode}`;
  return Object.assign(error, { code: name });
}

function named<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw namedSqliteError(error);
  }
}

/**
 * Statements that never write: SQLite's own read-only test is not exposed by node:sqlite, so
 * this goes by the first keyword. Transaction control counts as read-only (a rollback must never
 * be refused); anything unrecognised counts as a write, which only costs it the back-off check.
 */
const READ_ONLY_SQL = /^\s*(select|pragma|begin|commit|end|rollback|release|savepoint|explain)\b/i;

export type SqliteParameters = ReadonlyArray<unknown>;

/** A prepared statement with the shape Kysely's SQLite dialect drives. */
export class SqliteStatement {
  /** Whether it returns rows (Kysely reads them with all() rather than run()). */
  readonly reader: boolean;
  /** Whether it only reads (see READ_ONLY_SQL). */
  readonly readonly: boolean;

  constructor(
    private readonly statement: StatementSync,
    sql: string,
  ) {
    this.reader = statement.columns().length > 0;
    this.readonly = READ_ONLY_SQL.test(sql);
  }

  all(parameters: SqliteParameters = []): unknown[] {
    return named(() => this.statement.all(...(parameters as SQLInputValue[])));
  }

  get(parameters: SqliteParameters = []): unknown {
    return named(() => this.statement.get(...(parameters as SQLInputValue[])));
  }

  run(parameters: SqliteParameters = []): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return named(() => this.statement.run(...(parameters as SQLInputValue[])));
  }

  iterate(parameters: SqliteParameters = []): IterableIterator<unknown> {
    return named(() => this.statement.iterate(...(parameters as SQLInputValue[])));
  }
}

export interface SqliteFileOptions {
  /** Open without write access (benchmarks' floor server). */
  readOnly?: boolean;
  /** Fail instead of creating a missing file. */
  mustExist?: boolean;
}

/** One SQLite database file (or ":memory:") on one connection. */
export class SqliteFile {
  private readonly database: DatabaseSync;

  constructor(file: string, options: SqliteFileOptions = {}) {
    // node:sqlite creates a missing file unless it opens read-only; a read-only open of a
    // missing file fails with SQLITE_CANTOPEN, which is what mustExist asks for.
    const readOnly = options.readOnly ?? false;
    if (options.mustExist && !readOnly && file !== ":memory:") named(() => new DatabaseSync(file, { readOnly: true }).close());
    this.database = named(() => new DatabaseSync(file, { readOnly, enableForeignKeyConstraints: false }));
  }

  prepare(sql: string): SqliteStatement {
    return named(() => new SqliteStatement(this.database.prepare(sql), sql));
  }

  /** Runs one or more statements that return nothing (schema, transaction control). */
  exec(sql: string): void {
    named(() => this.database.exec(sql));
  }

  /** `PRAGMA name = value`, or its current value when `setting` has no `=`. */
  pragma(setting: string): unknown {
    return this.prepare(`PRAGMA ${setting}`).get();
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(work: () => T): T {
    this.exec("BEGIN");
    try {
      const result = work();
      this.exec("COMMIT");
      return result;
    } catch (error) {
      if (this.inTransaction) this.exec("ROLLBACK");
      throw error;
    }
  }

  /** Whether a transaction is open on this connection. */
  get inTransaction(): boolean {
    return this.database.isOpen && this.database.isTransaction;
  }

  close(): void {
    if (this.database.isOpen) this.database.close();
  }
}
