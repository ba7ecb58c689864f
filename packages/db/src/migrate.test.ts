import { sql } from "kysely";
import { describe, expect, test } from "vitest";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { testDatabases, useTestDatabase } from "./testing/test-databases.ts";

const TABLES = ["brands", "couriers", "orders", "scans", "shipments", "themes"];

describe.each(testDatabases)("migrations on $label", (target) => {
  const database = useTestDatabase(target, { migrate: false });

  test("apply every migration once, then nothing on the second run", async () => {
    const first = await migrateToLatest(database.db);
    expect(first).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);

    const tables = await database.db.introspection.getTables();
    expect(
      tables
        .map((t) => t.name)
        .filter((name) => TABLES.includes(name))
        .sort(),
    ).toEqual(TABLES);
  });

  test("a second connection (another replica starting) finds the schema up to date", async () => {
    await migrateToLatest(database.db);
    const { createDatabase } = await import("./connection.ts");
    const replica = createDatabase(database.config);
    try {
      expect(await migrateToLatest(replica.db)).toEqual([]);
    } finally {
      await replica.close();
    }
  });

  test("concurrent starts on an empty database apply each migration exactly once", async () => {
    const a = await database.openEmptyDatabase();
    const results = await Promise.all([migrateToLatest(a.db), migrateToLatest(a.db)]);
    expect(results.flat().sort()).toEqual(Object.keys(migrations).sort());
  });

  test("every migration can be rolled back to an empty schema", async () => {
    const empty = await database.openEmptyDatabase();
    await migrateToLatest(empty.db);
    for (const name of Object.keys(migrations).sort().reverse()) await migrations[name]?.down?.(empty.db);
    const left = (await empty.db.introspection.getTables()).map((t) => t.name).filter((name) => TABLES.includes(name));
    expect(left).toEqual([]);
  });

  test("foreign keys are enforced", async () => {
    await migrateToLatest(database.db);
    await expect(
      sql`insert into themes (brand_id, document_json, updated_at) values ('no-such-brand', '{}', '2026-01-01T00:00:00.000Z')`.execute(database.db),
    ).rejects.toThrow();
  });
});
