import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, test } from "vitest";
import { createDatabase } from "./connection.ts";

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
