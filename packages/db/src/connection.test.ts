import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteFile } from "./sqlite-file.ts";
import { sql } from "kysely";
import { afterAll, describe, expect, test } from "vitest";
import { createDatabase, SERVER_SQLITE_LOCKING, sqliteLockWaits, withShortLockWait } from "./connection.ts";

describe("createDatabase", () => {
  const dir = mkdtempSync(join(tmpdir(), "portal-connection-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("SQLite by default: creates the file's folder, WAL journal, foreign keys on", async () => {
    const file = join(dir, "nested", "folder", "portal.sqlite");
    const connection = createDatabase({ sqliteFile: file });
    try {
      expect(connection.dialect).toBe("sqlite");
      expect(existsSync(file)).toBe(true);
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(connection.db);
      expect(journal.rows[0]?.journal_mode).toBe("wal");
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(connection.db);
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await connection.close();
    }
  });

  test("the server's SQLite settings: a held lock costs one wait, then writes fail at once until the back-off ends; reads go on", async () => {
    const file = join(dir, "locked.sqlite");
    const connection = createDatabase({ sqliteFile: file, ...SERVER_SQLITE_LOCKING });
    const other = new SqliteFile(file);
    try {
      await sql`create table t (n integer)`.execute(connection.db);
      other.exec("BEGIN IMMEDIATE");
      other.exec("INSERT INTO t VALUES (1)");
      const write = async (db = connection.db) => {
        const started = performance.now();
        const error = await sql`insert into t values (2)`.execute(db).then(
          () => undefined,
          (e: unknown) => e,
        );
        return { code: (error as { code?: string } | undefined)?.code, ms: performance.now() - started };
      };
      // A write on a request's path waits 20 ms, not the connection's 50 (then backs off).
      const short = await withShortLockWait(connection.db, (db) => write(db));
      expect(short.code).toBe("SQLITE_BUSY");
      expect(short.ms).toBeGreaterThanOrEqual(15);
      expect(sqliteLockWaits(connection.db)).toBe(1);
      const refused = await write();
      expect(refused.code).toBe("SQLITE_BUSY");
      expect(sqliteLockWaits(connection.db)).toBe(1); // no wait: backing off (counted, not timed)
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(connection.db)).rows).toEqual([{ n: 0 }]);
      // A transaction's rollback is never refused.
      await expect(connection.db.transaction().execute((trx) => sql`insert into t values (3)`.execute(trx))).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      other.exec("ROLLBACK");
      expect((await write()).code).toBe("SQLITE_BUSY"); // still backing off
      await new Promise((resolve) => setTimeout(resolve, SERVER_SQLITE_LOCKING.lockBackOffMs + 50));
      expect((await write()).code).toBeUndefined();
      const held = other.prepare("select count(*) as n from t").get();
      expect(held).toEqual({ n: 1 });
    } finally {
      if (other.inTransaction) other.exec("ROLLBACK");
      other.close();
      await connection.close();
    }
  });

  test("an in-memory SQLite database needs no folder", async () => {
    const connection = createDatabase({ sqliteFile: ":memory:" });
    expect((await sql<{ one: number }>`select 1 as one`.execute(connection.db)).rows).toEqual([{ one: 1 }]);
    await connection.close();
  });

  test.each(["postgres://u@127.0.0.1:1/db", "postgresql://u@127.0.0.1:1/db", "POSTGRES://u@127.0.0.1:1/db"])(
    "%s selects PostgreSQL (connecting lazily)",
    async (databaseUrl) => {
      const connection = createDatabase({ databaseUrl, sqliteFile: join(dir, "unused.sqlite") });
      expect(connection.dialect).toBe("postgres");
      expect(existsSync(join(dir, "unused.sqlite"))).toBe(false);
      await connection.close();
    },
  );

  test("refuses another URL scheme without echoing the URL (it may hold a password)", () => {
    expect(() => createDatabase({ databaseUrl: "mysql://root:secret@db/portal" })).toThrow(/postgres.*"mysql:"/);
    expect(() => createDatabase({ databaseUrl: "mysql://root:secret@db/portal" })).not.toThrow(/secret/);
  });

  test("an empty DATABASE_URL means SQLite", async () => {
    const connection = createDatabase({ databaseUrl: "", sqliteFile: join(dir, "empty-url.sqlite") });
    expect(connection.dialect).toBe("sqlite");
    await connection.close();
  });
});
