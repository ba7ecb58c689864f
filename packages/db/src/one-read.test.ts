import { describe, expect, test } from "vitest";
import { createDatabase } from "./connection.ts";
import { inOneRead } from "./one-read.ts";
import { preparedQuery } from "./prepared-query.ts";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";

describe.each(testDatabases)("inOneRead on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: (db) => db.insertInto("rate_limit_windows").values({ bucket: "a", client_key: "k1", window_start: "w1", hits: 1 }).execute(),
  });
  const hitsOf = preparedQuery((db, key) => db.selectFrom("rate_limit_windows").select("hits").where("client_key", "=", key));
  const setHits = (hits: number) => database.db.updateTable("rate_limit_windows").set({ hits }).execute();

  test("answers what the reads inside answer, with the once-compiled queries", async () => {
    expect(await inOneRead(database.db, (db) => hitsOf(db, "k1"))).toEqual([{ hits: 1 }]);
  });

  test("on SQLite every read inside sees one snapshot: another connection's commit in between shows after", async () => {
    const other = createDatabase(database.config);
    try {
      const seen = await inOneRead(database.db, async (db) => {
        const first = await hitsOf(db, "k1");
        await other.db.updateTable("rate_limit_windows").set({ hits: 2 }).execute();
        return [first, await hitsOf(db, "k1")];
      });
      // PostgreSQL runs the reads as they are (no transaction): the second sees the commit.
      expect(seen).toEqual(target.dialect === "sqlite" ? [[{ hits: 1 }], [{ hits: 1 }]] : [[{ hits: 1 }], [{ hits: 2 }]]);
      expect(await hitsOf(database.db, "k1")).toEqual([{ hits: 2 }]);
    } finally {
      await other.close();
    }
  });

  test("another request's write on the same database waits for the read, never lands inside it", async () => {
    const order: string[] = [];
    let write: Promise<unknown> | undefined;
    await inOneRead(database.db, async (db) => {
      order.push("read 1");
      write = setHits(3).then(() => order.push("write"));
      // Let the write run if it can (it cannot while the read holds SQLite's one connection).
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await hitsOf(db, "k1")).toEqual([{ hits: target.dialect === "sqlite" ? 2 : 3 }]);
      order.push("read 2");
    });
    await write;
    expect(order).toEqual(target.dialect === "sqlite" ? ["read 1", "read 2", "write"] : ["read 1", "write", "read 2"]);
  });
});
