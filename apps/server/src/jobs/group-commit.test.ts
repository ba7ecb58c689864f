import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseConnection } from "@portal/db/connection";
import { GROUP_COMMIT_MAX, groupCommit } from "./group-commit.ts";

let database: DatabaseConnection | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("groupCommit", () => {
  it("writes a burst in few transactions of at most GROUP_COMMIT_MAX, each caller getting its own result", async () => {
    database = createDatabase({ sqliteFile: ":memory:" });
    const { db } = database;
    await sql`create table t (n integer primary key, txid integer)`.execute(db);
    let transactions = 0;
    const seen = new WeakSet<object>();
    const record = groupCommit(db, async (trx, n: number) => {
      if (!seen.has(trx)) {
        seen.add(trx);
        transactions++;
      }
      await sql`insert into t (n, txid) values (${n}, ${transactions})`.execute(trx);
      return n * 2;
    });
    const burst = 2 * GROUP_COMMIT_MAX + 10;
    const results = await Promise.all(Array.from({ length: burst }, (_, n) => record(n)));
    expect(results).toEqual(Array.from({ length: burst }, (_, n) => n * 2));
    expect(transactions).toBe(3);
    const sizes = await sql<{ size: number }>`select count(*) as size from t group by txid order by txid`.execute(db);
    expect(sizes.rows.map((row) => Number(row.size))).toEqual([GROUP_COMMIT_MAX, GROUP_COMMIT_MAX, 10]);
  });
});
