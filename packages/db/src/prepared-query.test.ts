import { describe, expect, test } from "vitest";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";
import { preparedQuery } from "./prepared-query.ts";

describe.each(testDatabases)("preparedQuery on $label", (target) => {
  const database = useTestDatabase(target, {
    setup: (db) =>
      db
        .insertInto("rate_limit_windows")
        .values([
          { bucket: "a", client_key: "k1", window_start: "w1", hits: 1 },
          { bucket: "a", client_key: "k2", window_start: "w1", hits: 2 },
          { bucket: "a", client_key: "k2", window_start: "w2", hits: 3 },
          { bucket: "b", client_key: "k2", window_start: "w1", hits: 4 },
        ])
        .execute(),
  });

  // A constant ("w1") bound between two arguments.
  const hitsOf = preparedQuery((db, bucket, key) =>
    db.selectFrom("rate_limit_windows").select("hits").where("bucket", "=", bucket).where("window_start", "=", "w1").where("client_key", "=", key),
  );

  test("runs the once-compiled query with each call's arguments, its constants kept", async () => {
    expect(await hitsOf(database.db, "a", "k1")).toEqual([{ hits: 1 }]);
    expect(await hitsOf(database.db, "a", "k2")).toEqual([{ hits: 2 }]);
    expect(await hitsOf(database.db, "b", "k2")).toEqual([{ hits: 4 }]);
    expect(await hitsOf(database.db, "b", "k1")).toEqual([]);
  });

  test("refuses a query that does not use an argument", async () => {
    const ignoring = preparedQuery((db) => db.selectFrom("rate_limit_windows").select("hits"));
    await expect(ignoring(database.db, "unused")).rejects.toThrow("not a parameter");
  });
});
