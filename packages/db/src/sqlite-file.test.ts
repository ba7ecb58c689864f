import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { SqliteFile } from "./sqlite-file.ts";

const dir = mkdtempSync(join(tmpdir(), "sqlite-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("SqliteFile", () => {
  test("errors carry SQLite's result code name, as the server's busy and start-up handling read it", () => {
    const db = new SqliteFile(":memory:");
    db.exec("create table t (id integer primary key, v text unique not null)");
    db.prepare("insert into t (v) values (?)").run(["a"]);
    expect(() => db.prepare("insert into t (v) values (?)").run(["a"])).toThrow(expect.objectContaining({ code: "SQLITE_CONSTRAINT_UNIQUE" }));
    expect(() => db.prepare("insert into t (v) values (?)").run([null])).toThrow(expect.objectContaining({ code: "SQLITE_CONSTRAINT_NOTNULL" }));
    db.close();
  });

  test("a lock held by another connection is SQLITE_BUSY", () => {
    const file = join(dir, "busy.sqlite");
    const holder = new SqliteFile(file);
    const other = new SqliteFile(file);
    try {
      holder.exec("create table t (n integer)");
      other.pragma("busy_timeout = 0");
      holder.exec("BEGIN IMMEDIATE");
      expect(() => other.prepare("insert into t values (1)").run()).toThrow(expect.objectContaining({ code: "SQLITE_BUSY" }));
    } finally {
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
      other.close();
    }
  });

  test("a file that is not a database is SQLITE_NOTADB; a missing one with mustExist is SQLITE_CANTOPEN", () => {
    const junk = join(dir, "junk.sqlite");
    writeFileSync(junk, "this is not a database, just text long enough to fill a header page ".repeat(20));
    expect(() => new SqliteFile(junk).prepare("select * from sqlite_master").all()).toThrow(expect.objectContaining({ code: "SQLITE_NOTADB" }));
    expect(() => new SqliteFile(join(dir, "missing.sqlite"), { mustExist: true })).toThrow(expect.objectContaining({ code: "SQLITE_CANTOPEN" }));
  });

  test("statements say whether they return rows and whether they only read", () => {
    const db = new SqliteFile(":memory:");
    db.exec("create table t (id integer primary key, v text)");
    const cases = [
      ["select * from t", true, true],
      ["insert into t (v) values ('a')", false, false],
      ["insert into t (v) values ('b') returning id", true, false],
      ["update t set v = 'c'", false, false],
      ["pragma foreign_keys", true, true],
      ["begin", false, true],
      ["rollback", false, true],
    ] as const;
    for (const [sql, reader, readonly] of cases) {
      const statement = db.prepare(sql);
      expect({ sql, reader: statement.reader, readonly: statement.readonly }).toEqual({ sql, reader, readonly });
    }
    db.close();
  });

  test("transaction commits what returns and rolls back what throws", () => {
    const db = new SqliteFile(":memory:");
    db.exec("create table t (n integer)");
    db.transaction(() => db.prepare("insert into t values (?)").run([1]));
    expect(() =>
      db.transaction(() => {
        db.prepare("insert into t values (?)").run([2]);
        throw new Error("stop");
      }),
    ).toThrow("stop");
    expect(db.inTransaction).toBe(false);
    expect(db.prepare("select n from t").all()).toEqual([{ n: 1 }]);
    db.close();
  });
});
