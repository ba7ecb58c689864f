import { describe, expect, test } from "vitest";
import { listManagedBrands } from "@portal/db/repositories/admin-brands";
import { testDatabases, useTestDatabase } from "@portal/db/testing";
import { seedDemo } from "../demo-seed.ts";
import { DEMO_CONSOLE_ADMINS } from "./admin-console-seed.ts";

const NOW = new Date("2026-11-21T12:00:00.000Z");

describe.each(testDatabases)("admin console demo seed on $label", (target) => {
  const database = useTestDatabase(target);

  test("an admin of two brands and one of a single brand, seeded once", { timeout: 60_000 }, async () => {
    await seedDemo(database.db, { now: NOW });
    await seedDemo(database.db, { now: new Date(NOW.getTime() + 60_000) });
    const brandsOf = async (username: string) => {
      const user = await database.db.selectFrom("admin_users").select("id").where("username", "=", username).execute();
      expect(user).toHaveLength(1);
      return (await listManagedBrands(database.db, user[0]!.id)).map((b) => b.subdomain);
    };
    expect(DEMO_CONSOLE_ADMINS.map((a) => a.username)).toEqual(["ops-two-brands", "ops-one-brand"]);
    expect(await brandsOf("ops-two-brands")).toEqual(["demo", "kestrel"]);
    expect(await brandsOf("ops-one-brand")).toEqual(["demo"]);
  });
});
